// -fvk-bind-resource-heap and -fvk-bind-sampler-heap put the heaps where
// they say (here both on set 7, binding 4, as DXC allows), and their
// bindings stay free of everything else: `lut`, with no register, still
// takes binding 0 of set 0.
// compile: -T cs_6_6 -E main -fvk-bind-resource-heap 4 7 -fvk-bind-sampler-heap 4 7
// targets: spirv

Texture2D<float4> lut;

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    RWStructuredBuffer<float4> output = ResourceDescriptorHeap[id.x];
    SamplerState s = SamplerDescriptorHeap[2];
    Texture2D<float4> t = ResourceDescriptorHeap[3];
    output[0] = t.SampleLevel(s, float2(0.5, 0.5), 0) + lut.Load(int3(id.xy, 0));
}
