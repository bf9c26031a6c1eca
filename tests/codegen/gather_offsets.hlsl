// compile: -T ps_6_0 -E main
// Gathers with four constant offsets, as DXC writes them for SPIR-V
// (`ConstOffsets`): four gathers, one offset each, and the last component
// (texel i0j0 of the moved footprint) of each.
Texture2D<float4> albedo : register(t0);
Texture2D<float> shadow : register(t1);
SamplerState samp : register(s0);
SamplerComparisonState cmp : register(s1);

float4 main(float2 uv : TEXCOORD0, float depth : DEPTH0) : SV_Target {
    float4 g = albedo.GatherGreen(samp, uv, int2(0, 0), int2(1, 0), int2(0, 1), int2(-1, -1));
    float4 c = shadow.GatherCmpRed(cmp, uv, depth, int2(-2, 0), int2(2, 0), int2(0, -2), int2(0, 2));
    return g * c;
}
