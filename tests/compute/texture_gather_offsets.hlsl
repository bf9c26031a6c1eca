// GatherRed/Green/Blue/Alpha with four offsets on texture_gather's 4x2
// rgba32float Texture2D (channel c of texel (x, y) holds 100c + 10y + x),
// through a wrap and a clamp sampler. Expected values by hand from GLSL's
// textureGatherOffsets, which SPIR-V's ConstOffsets implements: component
// k is texel (i0, j0) of the footprint moved by offset k, i0 = floor(4u -
// 0.5) + offset.x, j0 = floor(2v - 0.5) + offset.y, then the address mode
// (worked out per point in the TOML). GatherBlue's offsets (0,1), (1,1),
// (1,0), (0,0) give back the plain gather's four texels.
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
    uint o = 4 * id.x;
    result[o] = tex.GatherRed(wrap, uv, int2(0, 0), int2(1, 0), int2(0, 1), int2(-1, -1));
    result[o + 1] =
        tex.GatherGreen(clampToEdge, uv, int2(1, 1), int2(2, 0), int2(-2, 1), int2(3, -1));
    result[o + 2] = tex.GatherBlue(wrap, uv, int2(0, 1), int2(1, 1), int2(1, 0), int2(0, 0));
    result[o + 3] = tex.GatherAlpha(wrap, uv, int2(-3, 2), int2(4, -2), int2(7, 7), int2(-8, 0));
}
