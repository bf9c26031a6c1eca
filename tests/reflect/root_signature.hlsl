// flags: -T cs_6_0 -E main
// An entry point's root signature, parsed (defaults filled in).
#define RS "RootFlags(DENY_VERTEX_SHADER_ROOT_ACCESS), " \
    "RootConstants(num32BitConstants = 2, b1), " \
    "CBV(b0, space = 1, visibility = SHADER_VISIBILITY_ALL), " \
    "DescriptorTable(SRV(t0, numDescriptors = 4), UAV(u0, numDescriptors = unbounded, offset = 4)), " \
    "StaticSampler(s0, addressU = TEXTURE_ADDRESS_CLAMP, maxLOD = 10)"

RWStructuredBuffer<float> output : register(u0);

[RootSignature(RS)]
[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    output[id.x] = 1.0;
}
