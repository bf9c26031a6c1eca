// -Wno-conversion silences the truncation warnings.
// flags: -Wno-conversion
// expected-no-diagnostics

float2 f(float4 v, float3x3 m) {
    float2 a = v;
    float2x2 b = m;
    return a + b[0];
}
