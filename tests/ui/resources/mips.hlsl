// flags: -T cs_6_0 -E main
// expected-no-diagnostics
// tex.mips[level][coord] reads a texel of a mip level.
Texture1D<float> line;
Texture2D<float4> image;
Texture2DArray<float2> layers;
Texture3D<uint> volume;
RWStructuredBuffer<float4> o;

[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    float4 c = image.mips[0][id.xy];
    c += image.mips[id.z][uint2(1, 2)];
    c.x += line.mips[2][id.x];
    c.xy += layers.mips[1][uint3(id.xy, 3)];
    c.w += volume.mips[0][id];
    o[id.x] = c;
}
