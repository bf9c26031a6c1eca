// GatherCmpRed with four offsets on texture_compare's 4x2 depth16unorm
// Texture2D, through a linear `greater_equal` and a point `less`
// comparison sampler (a gather ignores the filter). Each point is (u, v,
// reference). Expected values by hand: component k compares texel (i0, j0)
// of the footprint moved by offset k (GLSL's textureGatherOffsets, which
// SPIR-V's ConstOffsets implements), clamped to the edge; a unorm format
// clamps the reference to [0, 1] first.
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
    result[2 * id.x] =
        depth.GatherCmpRed(gequalLinear, p.xy, p.z, int2(0, 0), int2(1, 0), int2(2, 1), int2(-1, 1));
    result[2 * id.x + 1] =
        depth.GatherCmpRed(lessPoint, p.xy, p.z, int2(3, 0), int2(0, 1), int2(1, 1), int2(2, -1));
}
