// flags: -T cs_6_0 -E main
// expected-no-diagnostics
// Multisampled textures: Load with a sample index, the sample[s][coord]
// subscript and GetDimensions with the sample count.
Texture2DMS<float4> color;
Texture2DMSArray<float> depths;
Texture2DMS<uint2> ids;
RWStructuredBuffer<float4> o;

[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    float4 c = color.Load(int2(id.xy), 0);
    c += color.Load(int2(id.xy), 1, int2(-1, 0));
    c += color.sample[2][id.xy];
    float d = depths.Load(int3(id.xy, 1), 3);
    d += depths.sample[0][uint3(id.xy, 2)];
    uint2 k = ids.Load(int2(id.xy), 3);
    uint w, h, layers, samples;
    color.GetDimensions(w, h, samples);
    depths.GetDimensions(w, h, layers, samples);
    o[id.x] = c + d + k.x + w + h + layers + samples;
}
