// A returned value converts to the function's type like an initializer:
// numbers silently, longer vectors with a warning, impossible ones not.

struct S { float a; };

float a(int i) { return i; }

float2 b(float4 v) {
    // expected-warning@+1 {{implicit truncation of vector type}}
    return v;
}

float4 c(float2 v) {
    // expected-error@+1 {{cannot convert from 'float2' to 'float4'}}
    return v;
}

S d(float x) {
    // expected-error@+1 {{cannot convert from 'float' to 'S'}}
    return x;
}
