// flags: -T cs_6_0 -E main
// expected-no-diagnostics
// Storage textures are read and written by texel coordinate (with the
// layer for arrays), and Load reads one texel.
RWTexture1D<float> line;
RWTexture1DArray<float2> lines;
RWTexture2D<float4> image;
RWTexture2DArray<uint> layers;
RWTexture3D<int4> volume;

[numthreads(4, 4, 4)]
void main(uint3 id : SV_DispatchThreadID) {
    line[id.x] = line.Load(id.x) * 2;
    lines[id.xy] = float2(id.xy);
    image[id.xy] = image.Load(id.xy) + float4(line[id.x], 0, 0, 1);
    layers[id] += 1;
    volume[id] = volume[id.zyx] + int4(1, 2, 3, 4);
}
