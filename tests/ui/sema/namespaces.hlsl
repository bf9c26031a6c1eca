// Namespace and `using` errors.
namespace A {
    float f(float x) { return x; }
    // expected-note@+1 {{previous definition is here}}
    static const float k = 1;
    // expected-error@+1 {{redefinition of 'k'}}
    static const float k = 2;
}
// The same name in another namespace is another declaration.
namespace B { static const float k = 3; }

// expected-error@+1 {{no namespace named 'Missing'}}
using namespace Missing;
// expected-error@+1 {{use of undeclared identifier 'nothing'}}
using A::nothing;
// expected-error@+1 {{no namespace named 'Nope'}}
Nope::T variable;

float use(float x) {
    // expected-error@+1 {{no member named 'g' in namespace 'A'}}
    float a = A::g;
    // Not visible unqualified outside its namespace.
    // expected-error@+1 {{use of undeclared identifier 'f'}}
    float b = f(x);
    return a + b + A::f(x) + A::k + B::k;
}

// `using namespace` inside a namespace makes its nested namespaces
// visible there only.
namespace Outer { namespace Inner { static const float q = 1; } }
namespace User {
    using namespace Outer;
    static const float fromInner = Inner::q;
}
// expected-error@+1 {{no namespace named 'Inner'}}
using Inner::q;
