// Explicit casts between scalars and vectors: a scalar splats, a vector
// keeps its first components, without a warning.
// expected-no-diagnostics

float4 f(float3 v, int i) {
    float3 a = (float3)1.0;
    float b = (float)v;
    float2 c = (float2)v;
    int3 d = (int3)v;
    uint e = (uint)i;
    return float4(a + d, b + c.y + e);
}
