// Resources and cbuffers without a register: not explicit; their Vulkan
// binding is the lowest free one in set 0 after the explicit ones.
// flags: -T cs_6_0 -E main
StructuredBuffer<float> In;
RWStructuredBuffer<float> Out : register(u1);
RWStructuredBuffer<float> Extra;
cbuffer Params {
    float scale;
};
[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) { Out[id.x] = In[id.x] * scale; Extra[0] = 1; }
