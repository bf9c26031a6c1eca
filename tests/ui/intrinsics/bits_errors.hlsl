// The bit operations take one integer value (DXC's `any_int`); anything
// but a numeric value is an error.
Texture2D tex;

uint use(uint n) {
    // expected-error@+1 {{too many arguments to function call, expected 1, have 2}}
    n += firstbithigh(n, n);
    // expected-error@+1 {{no matching function for call to 'countbits(Texture2D)'}}
    n += countbits(tex);
    // expected-note@* {{candidate function: uintN countbits(TN) (T: a 16-, 32- or 64-bit integer type)}}
    return n;
}
