// flags: -T ps_6_0 -E main
// expected-no-diagnostics
// Pixel shaders sample with every method: implicit LOD, bias, gradients,
// explicit level and comparisons, with offsets where the texture has them.
Texture1D<float4> line;
Texture2D<float4> image;
Texture2DArray<float4> layers;
Texture3D<float4> volume;
TextureCube<float4> sky;
TextureCubeArray<float4> skies;
Texture2D<float> shadow;
SamplerState linearSampler;
SamplerComparisonState shadowSampler;

float4 main(float2 uv : TEXCOORD0, float3 dir : TEXCOORD1) : SV_Target {
    float4 c = line.Sample(linearSampler, uv.x);
    c += image.Sample(linearSampler, uv, int2(1, -1));
    c += layers.Sample(linearSampler, float3(uv, 2));
    c += volume.SampleBias(linearSampler, dir, 0.5);
    c += sky.Sample(linearSampler, dir);
    c += skies.SampleLevel(linearSampler, float4(dir, 1), 2.0);
    c += image.SampleGrad(linearSampler, uv, ddx(uv), ddy(uv));
    c += volume.SampleGrad(linearSampler, dir, float3(0.1, 0, 0), float3(0, 0.1, 0), int3(0, 1, 0));
    c += image.SampleLevel(linearSampler, uv, 0, int2(2, 2));
    float s = shadow.SampleCmp(shadowSampler, uv, 0.5);
    s += shadow.SampleCmpLevelZero(shadowSampler, uv, 0.5, int2(1, 0));
    return c * s;
}
