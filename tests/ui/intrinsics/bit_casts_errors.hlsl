// The reinterpreting casts take 32-bit values (or the double forms).
float use(double d, bool b, float f) {
    // expected-error@+1 {{no matching function for call to 'asfloat(double)'}}
    float x = asfloat(d);
    // expected-error@+1 {{no matching function for call to 'asint(double)'}}
    x += asint(d);
    // expected-error@+1 {{too few arguments to function call}}
    x += asdouble(1u);
    return x;
}
