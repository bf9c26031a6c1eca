// Gather, GatherGreen/Blue/Alpha and GatherRed, with and without an
// offset, on a 4x2 rgba32float Texture2D through a wrap and a clamp
// sampler. Channel c of texel (x, y) holds 100c + 10y + x.
// Expected values by hand from Vulkan's "Texel Gathering": i0 =
// floor(4u - 0.5) + offset.x, j0 = floor(2v - 0.5) + offset.y, i1 = i0 + 1,
// j1 = j0 + 1, the address mode applied to each, and the texels
// (i0,j1), (i1,j1), (i1,j0), (i0,j0) as x, y, z, w (worked out per
// point in the TOML). No point lies on a texel centre in u - 0.5.
Texture2D<float4> tex : register(t0);
SamplerState wrap : register(s1);
SamplerState clampToEdge : register(s2);
RWStructuredBuffer<float4> result : register(u3);

static const float2 at[4] = {
    float2(0.5, 0.5), float2(0.0625, 0.125), float2(0.9375, 0.875), float2(0.3125, 0.625),
};

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    float2 uv = at[id.x];
    uint o = 6 * id.x;
    result[o] = tex.Gather(wrap, uv);
    result[o + 1] = tex.GatherGreen(wrap, uv);
    result[o + 2] = tex.GatherBlue(clampToEdge, uv);
    result[o + 3] = tex.GatherAlpha(clampToEdge, uv, int2(1, 0));
    result[o + 4] = tex.GatherRed(wrap, uv, int2(-1, 1));
    result[o + 5] = tex.Gather(clampToEdge, uv, int2(2, -1));
}
