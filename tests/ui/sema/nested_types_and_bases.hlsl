// `Outer::Inner` names a type declared in a struct; a name the struct does
// not declare is an error. A struct converts to its bases only, never to a
// derived struct or an unrelated one.
struct Outer {
    struct Inner { int v; };
    enum Mode { Off, On };
    typedef float2 Pair;
    Inner i;
};
Outer::Inner a;
Outer::Pair p;
Outer::Mode m;
Outer::Missing bad;   // expected-error {{no member named 'Missing' in 'Outer'}}

struct Base { float x; };
struct Derived : Base { float y; };
struct Other { float x; };

void conversions() {
    Derived d;
    Base b = d;
    Derived back = b;     // expected-error {{cannot convert from 'Base' to 'Derived'}}
    Other o = d;          // expected-error {{cannot convert from 'Derived' to 'Other'}}
    Derived c = (Derived)b; // expected-error {{cannot convert from 'Base' to 'Derived'}}
}
