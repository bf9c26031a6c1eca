// flags: -T ps_6_0 -E main
// expected-no-diagnostics
// CalculateLevelOfDetail(Unclamped) takes a sampler of either kind and the
// coordinates without the array layer, and gives a float.
Texture2D<float4> image;
Texture2DArray<float4> layers;
TextureCube<float4> sky;
Texture3D<float> volume;
SamplerState linearSampler;
SamplerComparisonState shadowSampler;

float4 main(float2 uv : TEXCOORD0, float3 dir : TEXCOORD1) : SV_Target {
    float lod = image.CalculateLevelOfDetail(linearSampler, uv);
    lod += image.CalculateLevelOfDetailUnclamped(shadowSampler, uv);
    lod += layers.CalculateLevelOfDetail(linearSampler, uv);
    lod += sky.CalculateLevelOfDetail(linearSampler, dir);
    lod += volume.CalculateLevelOfDetailUnclamped(linearSampler, dir);
    return image.SampleLevel(linearSampler, uv, lod);
}
