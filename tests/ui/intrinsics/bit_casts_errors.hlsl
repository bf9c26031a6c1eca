// The reinterpreting casts take 32-bit values (or the double forms).
float use(double d, bool b, float f) {
    // expected-error@+1 {{no matching function for call to 'asfloat(double)'}}
    float x = asfloat(d);
    // expected-note@* {{candidate function: floatN asfloat(TN) (T: a 32-bit numeric type)}}
    // expected-error@+1 {{no matching function for call to 'asint(double)'}}
    x += asint(d);
    // expected-note@* {{candidate function: intN asint(TN) (T: a 32-bit numeric type)}}
    // expected-error@+1 {{too few arguments to function call}}
    x += asdouble(1u);
    return x;
}
