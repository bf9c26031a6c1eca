// The base of a struct must be a struct; members of a derived struct are
// not visible from its base.
struct Base {
    float a;
};
struct Derived : Base {
    float b;
};

// expected-error@+1 {{base type 'float' is not a struct}}
struct FromScalar : float {
    float c;
};

float use(Base x) {
    // expected-error@+1 {{no member named 'b' in 'Base'}}
    return x.b;
}
