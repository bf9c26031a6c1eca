// Arrays of resources indexed at run time, as DXC's -spirv gives them: each
// array is one descriptor array at one binding (bufs at u1..u4 is binding 1
// alone; `counts`, with no register, takes the first free one, 0), an
// unbounded array is a
// runtime descriptor array (the word pass adds RuntimeDescriptorArray and
// SPV_EXT_descriptor_indexing), and NonUniformResourceIndex needs no
// declaration of its own (naga decorates non-uniform indices).
// compile: -T cs_6_0 -E main
// targets: spirv

RWStructuredBuffer<uint> bufs[4] : register(u1);
RWStructuredBuffer<uint> counts;
Texture2D<float4> textures[] : register(t0, space1);
SamplerState samplers[2] : register(s0, space2);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint i = id.x;
    float4 c = textures[NonUniformResourceIndex(i)].SampleLevel(samplers[i & 1], float2(0.5, 0.5), 0);
    bufs[i % 4][i] = (uint)c.x + bufs[0][0];
    counts[i] = i;
}
