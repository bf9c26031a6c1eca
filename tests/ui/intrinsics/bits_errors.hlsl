// The bit operations take integers, not floating-point values.
uint use(float f, float3 v, double d) {
    // expected-error@+1 {{no matching function for call to 'countbits(float)'}}
    uint n = countbits(f);
    // expected-note@* {{candidate function: uintN countbits(TN) (T: a 16-, 32- or 64-bit integer type)}}
    // expected-error@+1 {{no matching function for call to 'reversebits(float3)'}}
    n += reversebits(v).x;
    // expected-note@* {{candidate function: uintN reversebits(TN) (T: a 16-, 32- or 64-bit integer type)}}
    // expected-error@+1 {{no matching function for call to 'firstbitlow(double)'}}
    n += firstbitlow(d);
    // expected-note@* {{candidate function: uintN firstbitlow(TN) (T: a 16-, 32- or 64-bit integer type)}}
    // expected-error@+1 {{too many arguments to function call, expected 1, have 2}}
    n += firstbithigh(n, n);
    return n;
}
