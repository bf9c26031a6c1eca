// flags: -T ps_6_6 -E main
// expected-no-diagnostics
// Shader Model 6.6's dynamic resources: an element of
// `ResourceDescriptorHeap` or `SamplerDescriptorHeap` converts to the
// resource type it initialises or is assigned to. A resource local may
// hold one read at a run-time index (the index is read where the local is
// set), and so may a static, at a constant index.
static Texture2D<float4> background = ResourceDescriptorHeap[7];
globallycoherent static RWStructuredBuffer<uint> counts = ResourceDescriptorHeap[8];
static SamplerState pointSampler = SamplerDescriptorHeap[1];

float4 main(float2 uv : UV, nointerpolation uint i : INDEX) : SV_Target {
    Texture2D<float4> t = ResourceDescriptorHeap[i];
    SamplerState s = SamplerDescriptorHeap[0];
    Buffer<uint> b = ResourceDescriptorHeap[i + 1];
    ByteAddressBuffer raw = ResourceDescriptorHeap[2u];
    RWStructuredBuffer<float4> o = ResourceDescriptorHeap[3];
    Texture3D volume;
    volume = ResourceDescriptorHeap[4];
    o[0] = volume.SampleLevel(s, float3(uv, 0), 0);
    InterlockedAdd(counts[0], 1);
    return t.Sample(s, uv) + b[0] + raw.Load(0) + background.Sample(pointSampler, uv);
}
