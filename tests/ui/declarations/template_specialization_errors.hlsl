// flags: -T cs_6_0 -E main
// Explicit specializations: a use that matches none of a template only
// declared, a repeated specialization, partial specializations (not
// supported yet), and members an instance does not have.
template <class T> struct Only;
template <> struct Only<int> { static int get() { return 1; } int value; };

template <class T> struct Twice { int x; };
template <> struct Twice<int> { int y; };
// expected-error@+1 {{redefinition of 'Twice<int>'}}
template <> struct Twice<int> { int z; };

template <class T, class U> struct Pair { T a; U b; };
// expected-error@+1 {{partial specialization of a struct template is not supported yet}}
template <class T> struct Pair<T, int> { T a; };

// A function template of the same name elsewhere.
template <class T> T get(T x) { return x; }

// expected-error@+1 {{explicit specialization of undeclared template struct 'Nowhere'}}
template <> struct Nowhere<int> { int x; };

RWStructuredBuffer<int> o;

[numthreads(1, 1, 1)]
void main() {
    // expected-error@+1 {{implicit instantiation of undefined template 'Only<float>'}}
    Only<float> f;
    // expected-error@+1 {{no member named 'put' in 'Only<int>'}}
    o[0] = Only<int>::put();
    // expected-error@+1 {{invalid use of non-static data member 'value' of 'Only<int>'}}
    o[1] = Only<int>::value;
    // expected-error@+1 {{'get' is not a template}}
    o[3] = Only<int>::get<int>();
    Twice<int> t;
    // expected-error@+1 {{no member named 'x' in 'Twice<int>'}}
    o[2] = t.x;
}
