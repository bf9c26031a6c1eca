// flags: -T ps_6_8 -E main
// expected-no-diagnostics
// SampleCmpLevel (Shader Model 6.7), SampleCmpBias and SampleCmpGrad
// (6.8): comparisons at an explicit level, with a bias, with gradients;
// an offset, a clamp (not for SampleCmpLevel) and a status may follow.
// And a multisampled texture's Load with an offset and a status.
Texture2D<float> shadow;
TextureCube<float> cube;
Texture2DMS<float4> ms;
SamplerComparisonState cs;

float4 main(float2 uv : UV, float3 dir : DIR) : SV_Target {
    uint status;
    float c = shadow.SampleCmpLevel(cs, uv, 0.5, 1.0);
    c += shadow.SampleCmpLevel(cs, uv, 0.5, 1.0, int2(1, 1), status);
    c += shadow.SampleCmpBias(cs, uv, 0.5, 0.25) + cube.SampleCmpBias(cs, dir, 0.5, 0.25);
    c += shadow.SampleCmpBias(cs, uv, 0.5, 0.25, int2(1, 1), 2.0, status);
    c += shadow.SampleCmpGrad(cs, uv, 0.5, uv, uv);
    c += shadow.SampleCmpGrad(cs, uv, 0.5, uv, uv, int2(1, 0), 1.0, status);
    float4 m = ms.Load(int2(1, 2), 0, int2(1, 1), status);
    return c + m;
}
