// Vulkan binding options: a shift of the u class, a register bound to a
// set and binding, and [[vk::binding]].
// flags: -T cs_6_0 -E main -fvk-u-shift 10 all -fvk-bind-register t3 0 7 4
StructuredBuffer<float> A : register(t3);
RWStructuredBuffer<float> B : register(u2, space1);
[[vk::binding(5, 6)]] StructuredBuffer<float> C : register(t4);
cbuffer Params : register(b0, space1) { float s; };
[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) { B[id.x] = A[id.x] + C[id.x] * s; }
