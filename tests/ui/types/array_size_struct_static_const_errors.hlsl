// Only a constant member sizes an array: a non-const static has no value
// at compile time.

struct Probe {
    static uint count = 4;
    // expected-error@+1 {{array size is not an integer constant expression}}
    float4 coefficients[count];
};
