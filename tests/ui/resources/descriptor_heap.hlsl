// flags: -T ps_6_6 -E main
// expected-no-diagnostics
// Shader Model 6.6's dynamic resources: an element of
// `ResourceDescriptorHeap` or `SamplerDescriptorHeap` converts to the
// resource type it initialises or is assigned to. (No back end runs them
// yet: compiling reports them.)
float4 main(float2 uv : UV, nointerpolation uint i : INDEX) : SV_Target {
    Texture2D<float4> t = ResourceDescriptorHeap[i];
    SamplerState s = SamplerDescriptorHeap[0];
    Buffer<uint> b = ResourceDescriptorHeap[i + 1];
    ByteAddressBuffer raw = ResourceDescriptorHeap[2u];
    RWStructuredBuffer<float4> o = ResourceDescriptorHeap[3];
    Texture3D volume;
    volume = ResourceDescriptorHeap[4];
    o[0] = volume.SampleLevel(s, float3(uv, 0), 0);
    return t.Sample(s, uv) + b[0] + raw.Load(0);
}
