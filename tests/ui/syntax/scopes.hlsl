// Malformed namespaces, using declarations and enums: one diagnostic
// each, though the checker runs after syntax errors.
// expected-error@+1 {{expected identifier}}
namespace { float x; }
// expected-error@+1 {{expected '{'}}
namespace NoBrace float y;
namespace Unclosed {
    float inside;
// expected-error@+1 {{expected identifier}}
using namespace ;
// expected-error@+1 {{expected a type}}
using Alias = ;
// expected-error@+1 {{expected ';' after using declaration}}
using Short = float
float next;
// expected-error@+1 {{expected a type}}
enum class NoBase : { C };
// expected-error@+1 {{expected identifier}}
enum Values { D, 3 };
// expected-error@+1 {{expected expression}}
enum Empty { E = };
// expected-error@+1 {{expected ';' after enum}}
enum NoSemi { F }
float last;
// expected-error@+2 {{expected '}'}}
// expected-note@7 {{to match this '{'}}
