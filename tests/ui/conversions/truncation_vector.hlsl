// Assigning a longer vector to a shorter one drops components with a
// warning; to a scalar keeps the first.

float2 g(float2 v) { return v; }

float2 f(float4 v) {
    // expected-warning@+1 {{implicit truncation of vector type}}
    float2 a = v;
    // expected-warning@+1 {{implicit truncation of vector type}}
    float s = v;
    // expected-warning@+1 {{implicit truncation of vector type}}
    a = g(v);
    float2 ok = v.xy;
    // expected-warning@+1 {{implicit truncation of vector type}}
    return v;
}
