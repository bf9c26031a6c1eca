// flags: -T ps_6_6 -E main
// The descriptor heaps' arrays, one per heap and resource type read from
// it, each heap on one binding after the declared resources.
Texture2D<float4> base;

float4 main(float2 uv : UV) : SV_Target {
    SamplerState s = SamplerDescriptorHeap[0];
    Texture2D<float4> t = ResourceDescriptorHeap[4];
    StructuredBuffer<float4> b = ResourceDescriptorHeap[5];
    return t.Sample(s, uv) + base.Sample(s, uv) + b[0];
}
