// flags: -T ps_6_0 -E main
// expected-no-diagnostics
// Pixel shader system-value inputs: the position, the facing and the
// sample index, beside interpolated user values.
float4 main(float4 pos : SV_Position, bool front : SV_IsFrontFace, uint sample : SV_SampleIndex, float3 normal : NORMAL) : SV_Target {
    float3 n = front ? normal : -normal;
    return float4(n * 0.5 + 0.5, pos.z + sample);
}
