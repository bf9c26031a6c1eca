// Gathers on a Texture2DArray (layer rounded to nearest and clamped), a
// TextureCube (the face the direction meets) and an integer Texture2D
// (raw values; channels the format lacks read as 0, alpha as 1).
// Expected values by hand from Vulkan's "Texel Gathering" and its cube
// face selection table; the TOML works out each point. On the 2x2
// levels every footprint here is (i0, j0) = (0, 0) before offsets, so a
// gather returns texels (0,1), (1,1), (1,0), (0,0).
Texture2DArray<float2> arr : register(t0);
TextureCube<float> cube : register(t1);
Texture2D<uint> ints : register(t2);
SamplerState s : register(s3);
RWStructuredBuffer<float4> result : register(u4);
RWStructuredBuffer<uint4> iresult : register(u5);

[numthreads(1, 1, 1)]
void main() {
    result[0] = arr.Gather(s, float3(0.5, 0.5, 1));
    result[1] = arr.GatherGreen(s, float3(0.5, 0.5, 2.6));
    result[2] = arr.GatherRed(s, float3(0.375, 0.625, -0.4), int2(1, 0));
    result[3] = arr.GatherAlpha(s, float3(0.5, 0.5, 0));
    result[4] = cube.Gather(s, float3(1, 0, 0));
    result[5] = cube.GatherRed(s, float3(-2, 0.2, -0.3));
    result[6] = cube.Gather(s, float3(0.1, -0.2, -1));
    iresult[0] = ints.Gather(s, float2(0.5, 0.5));
    iresult[1] = ints.GatherRed(s, float2(0.5, 0.5), int2(-1, 0));
    iresult[2] = ints.GatherGreen(s, float2(0.5, 0.5));
}
