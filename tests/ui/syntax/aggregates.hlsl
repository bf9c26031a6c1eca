// Malformed structs, classes and interfaces: one diagnostic each, and
// the declarations after each mistake still parse (the checker, which runs
// after syntax errors, adds nothing).
// expected-error@+1 {{expected '{'}}
struct NoBody : Base;
// expected-error@+1 {{expected a type}}
struct NoBase : { float x; };
// expected-error@+1 {{expected a type}}
struct BrokenMethod { float f(; float y; };
// expected-error@+1 {{expected ';' at end of declaration}}
struct MissingSemi { float x } ;
// expected-error@+1 {{expected ';' after struct}}
struct NoTrailingSemi { int a; }
float after;
// expected-error@+1 {{an interface cannot contain data members}}
interface HasField { float x; };
// expected-error@+1 {{an interface method cannot have a body}}
interface HasBody { float f() { return 1; } };
// expected-error@+1 {{expected an overloadable operator after 'operator'}}
class BadOperator { float operator.(BadOperator o); };
// expected-error@+1 {{expected an overloadable operator after 'operator'}}
class NoOperator { float operator; };
// expected-error@+1 {{expected expression}}
struct BadDefault { float x = ; };
// expected-error@+1 {{expected a type}}
struct OnlyStatic { static; };
// expected-error@+1 {{a variable cannot be declared with a qualified name}}
struct QualifiedField { float QualifiedField::z; };
// expected-error@+1 {{a template declares a function or a struct}}
struct TemplateField { template<typename T> float q; };
// expected-error@+1 {{expected ';' after class}}
class NoSemiClass { float f(); }
// expected-error@+1 {{expected identifier}}
struct { float anonymous; };
struct Fine { float x; };
