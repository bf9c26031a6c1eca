// A larger matrix converts to a smaller one (its top-left part) with a
// warning.

float2x2 f(float4x4 m) {
    // expected-warning@+1 {{implicit truncation of vector type}}
    float3x3 a = m;
    float2x2 ok = (float2x2)m;
    // expected-warning@+1 {{implicit truncation of vector type}}
    return a;
}
