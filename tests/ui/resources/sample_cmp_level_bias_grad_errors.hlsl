// flags: -T ps_6_7 -E main
// SampleCmpBias and SampleCmpGrad need Shader Model 6.8; all take a
// comparison sampler and a float reference.

Texture2D<float> depth;
SamplerState plain;
SamplerComparisonState cmp;

float main(float2 uv : TEXCOORD) : SV_Target {
    float a = depth.SampleCmpLevel(cmp, uv, 0.5, 1.0);
    // expected-error@+1 {{'SampleCmpBias' is only available in Shader Model 6.8 and later}}
    float b = depth.SampleCmpBias(cmp, uv, 0.5, -1.0);
    // expected-error@+1 {{'SampleCmpGrad' is only available in Shader Model 6.8 and later}}
    float c = depth.SampleCmpGrad(cmp, uv, 0.5, ddx(uv), ddy(uv));
    // expected-error@+1 {{no matching function for call to 'Texture2D<float>.SampleCmpLevel(SamplerState, float2, float, float)'}}
    float d = depth.SampleCmpLevel(plain, uv, 0.5, 1.0);
    // expected-error@+1 {{too few arguments to function call, expected 4, have 3}}
    float e = depth.SampleCmpLevel(cmp, uv, 0.5);
    return a + b + c + d + e;
}
