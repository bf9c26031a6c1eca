// The `out uint status` and level-of-detail clamp overloads, four-offset
// gathers and the comparison gathers of other channels than red: forms
// hlslc cannot lower yet (naga has no residency codes, MinLod or
// ConstOffsets), so this runs only in the interpreter. Every status is 1
// (interpreter textures are fully resident). Expected values by hand
// from Vulkan's sampling rules (the clamp is the MinLod floor under the
// level of detail; texel k of a four-offset gather is texel (i0, j0) of
// the footprint moved by offset k); the TOML works out each.
Texture2D<float4> tex : register(t0);
Texture2D<float> depth : register(t1);
TextureCube<float> cube : register(t2);
SamplerState s : register(s3);
SamplerComparisonState c : register(s4);
RWStructuredBuffer<float4> result : register(u5);
RWStructuredBuffer<uint> status : register(u6);

[numthreads(1, 1, 1)]
void main() {
    uint st[8];
    float fst;
    float2 uv = float2(0.375, 0.25);
    result[0] = tex.Load(int3(1, 1, 0), int2(1, 0), st[0]);
    result[1] = tex.SampleLevel(s, uv, 1, int2(0, 0), st[1]);
    result[2] = tex.SampleGrad(s, uv, float2(0.25, 0), float2(0, 0), int2(0, 0), 0.0);
    result[3] = tex.SampleGrad(s, uv, float2(0.25, 0), float2(0, 0), int2(0, 0), 1.0, st[2]);
    result[4] = float4(depth.SampleCmpLevelZero(c, float2(0.75, 0.75), 0.35, int2(0, 0), st[3]), 0, 0, 0);
    result[5] = tex.GatherRed(s, uv, int2(0, 0), st[4]);
    result[6] = tex.GatherGreen(s, uv, int2(0, 0), int2(1, 0), int2(0, 1), int2(-1, -1));
    result[7] = tex.GatherBlue(s, uv, int2(2, 0), int2(2, 1), int2(-2, 0), int2(0, 0), st[5]);
    result[8] = cube.Gather(s, float3(0, 1, 0), st[6]);
    result[9] = depth.GatherCmpGreen(c, float2(0.5, 0.5), 0.05);
    result[10] = depth.GatherCmpAlpha(c, float2(0.5, 0.5), 0.05);
    result[11] = depth.GatherCmpRed(c, float2(0.5, 0.5), 0.25, int2(0, 0), int2(1, 0), int2(0, 1),
                                    int2(1, 1), st[7]);
    result[12] = tex.Load(int3(0, 0, 1), int2(0, 0), fst);
    result[13] = float4(fst, 0, 0, 0);
    for (uint i = 0; i < 8; i++) {
        status[i] = st[i];
    }
}
