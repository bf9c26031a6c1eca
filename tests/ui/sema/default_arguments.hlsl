// Default arguments are checked against their parameter's type, and a call
// may leave out only parameters that have one.
static const float3 kUp = float3(0, 1, 0);
// The default converts as an argument would.
// expected-warning@+1 {{implicit truncation of vector type}}
float truncated(float2 x = kUp) { return x.x; }
struct S { float x; };
// expected-error@+1 {{cannot convert}}
float bad(S s = kUp) { return s.x; }
// expected-note@+1 {{candidate function: float twoDefaults(float, float, float)}}
float twoDefaults(float a, float b = 1, float c = 2) { return a + b + c; }
float use() {
    // expected-error@+1 {{no matching function for call to 'twoDefaults'}}
    return twoDefaults();
}
