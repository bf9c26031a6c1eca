// Comparison sampling of a 4x2 depth16unorm Texture2D: SampleCmpLevelZero
// (point and bilinear, with an offset), GatherCmp and GatherCmpRed (with an
// offset), through a point `less` and a linear `greater_equal` comparison
// sampler. Each point is (u, v, reference).
// Expected values by hand from Vulkan's "Depth Compare Operation" (each
// texel of the footprint is 1 when `reference OP depth`, then the linear
// weights apply; a unorm format clamps the reference to [0, 1] first)
// and "Texel Gathering"; the TOML works out each point.
Texture2D<float> depth : register(t0);
SamplerComparisonState lessPoint : register(s1);
SamplerComparisonState gequalLinear : register(s2);
RWStructuredBuffer<float4> result : register(u3);

static const float3 at[4] = {
    float3(0.3125, 0.375, 0.6), float3(0.6875, 0.625, 0.3),
    float3(0.0625, 0.125, -0.5), float3(0.8125, 0.875, 1.5),
};

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    float3 p = at[id.x];
    result[3 * id.x] = float4(
        depth.SampleCmpLevelZero(lessPoint, p.xy, p.z),
        depth.SampleCmpLevelZero(gequalLinear, p.xy, p.z),
        depth.SampleCmpLevelZero(lessPoint, p.xy, p.z, int2(2, 0)),
        0);
    result[3 * id.x + 1] = depth.GatherCmp(lessPoint, p.xy, p.z);
    result[3 * id.x + 2] = depth.GatherCmpRed(gequalLinear, p.xy, p.z, int2(2, 0));
}
