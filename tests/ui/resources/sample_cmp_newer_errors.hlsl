// flags: -T ps_6_7 -E main
// SampleCmpBias and SampleCmpGrad need Shader Model 6.8; SampleCmpLevel
// takes no clamp; comparisons need a float texture and a comparison sampler.
Texture2D<float> shadow;
Texture2D<uint> ints;
Texture2DMS<float4> ms;
SamplerComparisonState cs;
SamplerState s;

float4 main(float2 uv : UV) : SV_Target {
    uint status;
    float c = shadow.SampleCmpLevel(cs, uv, 0.5, 1.0);
    // expected-error@+1 {{'SampleCmpBias' is only available in Shader Model 6.8 and later}}
    c += shadow.SampleCmpBias(cs, uv, 0.5, 0.25);
    // expected-error@+1 {{'SampleCmpGrad' is only available in Shader Model 6.8 and later}}
    c += shadow.SampleCmpGrad(cs, uv, 0.5, uv, uv);
    // expected-error@+1 {{no matching function for call to 'Texture2D<float>.SampleCmpLevel(SamplerState, float2, float, float)'}}
    c += shadow.SampleCmpLevel(s, uv, 0.5, 1.0);
    // expected-error@+1 {{no matching function for call to 'Texture2D<uint>.SampleCmpLevel'}}
    c += ints.SampleCmpLevel(cs, uv, 0.5, 1.0);
    // expected-error@+1 {{too many arguments to function call, expected 4, have 7}}
    c += shadow.SampleCmpLevel(cs, uv, 0.5, 1.0, int2(0, 0), 1.0, status);
    // expected-error@+1 {{no matching function for call to 'Texture2DMS<float4>.Load(int2, int, int2, float2)'}}
    c += ms.Load(int2(1, 2), 0, int2(1, 1), uv).x;
    return c;
}
