// flags: -T cs_6_0 -E main
// expected-no-diagnostics
// Texture Load takes integer coordinates with the mip level last (and the
// layer before it for arrays), and an optional offset; tex[coord] reads
// level 0.
Texture1D<float4> line;
Texture1DArray<float4> lines;
Texture2D<float4> image;
Texture2DArray<uint2> layers;
Texture3D<float> volume;
RWStructuredBuffer<float4> o;

[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    float4 c = line.Load(int2(id.x, 0));
    c += lines.Load(int3(id.x, 1, 0));
    c += image.Load(int3(id.xy, 1));
    c += image.Load(int3(id.xy, 0), int2(-1, 1));
    uint2 l = layers.Load(int4(id.xy, 2, 0));
    c.x += volume.Load(int4(id, 0));
    c.y += volume.Load(int4(id, 0), int3(1, 1, 1));
    c += image[id.xy] + line[id.x] + lines[id.xy];
    c.z += layers[id].y + volume[id];
    o[id.x] = c + l.x;
}
