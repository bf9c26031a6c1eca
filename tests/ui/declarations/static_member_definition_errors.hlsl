// Only a static member that its struct declares without a value may be
// defined outside it.
struct S {
    static const int Five = 5;
    // expected-error@+1 {{const variable 'S::Six' must be initialized}}
    static const int Six;
    int field;
};
// expected-error@+1 {{a variable cannot be declared with a qualified name}}
const int S::Five = 6;
// expected-error@+1 {{a variable cannot be declared with a qualified name}}
int S::field = 1;
// expected-error@+1 {{a variable cannot be declared with a qualified name}}
int S::Missing = 1;
