// flags: -T cs_6_6 -E main
// expected-no-diagnostics
// Compute shaders have quad derivatives from Shader Model 6.6, so they may
// query the level of detail (level_of_detail_compute_old.hlsl: before).
Texture2D<float4> image;
SamplerState linearSampler;
RWStructuredBuffer<float> lods;

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    float2 uv = float2(id.x % 2, id.x / 2) * 0.25;
    lods[id.x] = image.CalculateLevelOfDetail(linearSampler, uv)
        + image.CalculateLevelOfDetailUnclamped(linearSampler, uv);
}
