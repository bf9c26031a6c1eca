// flags: -T vs_6_0 -E main
// Vertex shaders have no implicit level of detail: SampleLevel, SampleGrad
// and SampleCmpLevelZero work there, Sample, SampleBias and SampleCmp not.
Texture2D<float4> heights;
Texture2D<float> shadow;
SamplerState linearSampler;
SamplerComparisonState shadowSampler;

float4 main(float2 uv : TEXCOORD0) : SV_Position {
    float4 h = heights.SampleLevel(linearSampler, uv, 0);
    h += heights.SampleGrad(linearSampler, uv, float2(0.01, 0), float2(0, 0.01));
    h.w += shadow.SampleCmpLevelZero(shadowSampler, uv, 0.5);
    // expected-error@+1 {{'Sample' computes derivatives for an implicit level of detail, which vertex shaders do not have}}
    h += heights.Sample(linearSampler, uv);
    // expected-error@+1 {{'SampleBias' computes derivatives for an implicit level of detail, which vertex shaders do not have}}
    h += heights.SampleBias(linearSampler, uv, 1.0);
    // expected-error@+1 {{'SampleCmp' computes derivatives for an implicit level of detail, which vertex shaders do not have}}
    h.x += shadow.SampleCmp(shadowSampler, uv, 0.5);
    return h;
}
