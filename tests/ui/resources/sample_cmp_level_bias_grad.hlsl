// flags: -T ps_6_8 -E main
// SampleCmpLevel (Shader Model 6.7), SampleCmpBias and SampleCmpGrad
// (6.8): a comparison at an explicit level, with a bias, or with
// gradients; offsets, a clamp (bias and grad) and a status as for the
// other sampling methods. The naga back end cannot express them yet.
// expected-no-diagnostics

Texture2D<float> depth;
Texture2DArray<float4> layers;
SamplerComparisonState cmp;

float main(float2 uv : TEXCOORD) : SV_Target {
    uint status;
    float a = depth.SampleCmpLevel(cmp, uv, 0.5, 1.0);
    float b = depth.SampleCmpLevel(cmp, uv, 0.5, 1.0, int2(1, 0));
    float c = depth.SampleCmpBias(cmp, uv, 0.5, -1.0);
    float d = depth.SampleCmpBias(cmp, uv, 0.5, -1.0, int2(0, 1), 2.0, status);
    float e = layers.SampleCmpGrad(cmp, float3(uv, 1), 0.5, ddx(uv), ddy(uv));
    float f = depth.SampleCmpGrad(cmp, uv, 0.5, ddx(uv), ddy(uv), int2(0, 0), 1.0);
    return a + b + c + d + e + f + (CheckAccessFullyMapped(status) ? 1 : 0);
}
