// Shader Model 6.6's descriptor heaps as DXC's -spirv binds them: each
// resource type read from ResourceDescriptorHeap is a runtime descriptor
// array, all of them on the resource heap's one binding, and likewise for
// SamplerDescriptorHeap (a texture read from the sampler heap is on the
// sampler heap's binding). The heaps come after every declared resource
// (`scene` at 0, its implicit cbuffer), the resource heap at 1 and the
// sampler heap at 2, whatever order code reads them in. A run-time index
// is read where the local is set; a constant one needs no local.
// compile: -T ps_6_6 -E main
// targets: spirv

cbuffer scene { uint material; };

float4 main(float2 uv : UV) : SV_Target {
    SamplerState linearClamp = SamplerDescriptorHeap[0];
    Texture2D<float4> albedo = ResourceDescriptorHeap[material];
    Texture2D<float4> mask = SamplerDescriptorHeap[material + 1];
    StructuredBuffer<float4> tints = ResourceDescriptorHeap[7];
    ByteAddressBuffer raw = ResourceDescriptorHeap[8];
    return albedo.Sample(linearClamp, uv) * mask.Sample(linearClamp, uv) * tints[material]
        + asfloat(raw.Load(0));
}
