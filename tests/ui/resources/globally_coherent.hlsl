// flags: -T cs_6_0 -E main
// expected-no-diagnostics
// `globallycoherent` on UAVs: globals, arrays of them, a static that
// aliases one, parameters and locals (each makes the global it stands for
// coherent, tests/codegen/globally_coherent.hlsl).
globallycoherent RWStructuredBuffer<uint> counts : register(u0);
globallycoherent RWTexture2D<float> images[4] : register(u1);
globallycoherent RWByteAddressBuffer raw : register(u5);
RWStructuredBuffer<uint> other : register(u6);
globallycoherent static RWStructuredBuffer<uint> alias = other;
AppendStructuredBuffer<uint> queue : register(u7);

void Store(globallycoherent RWByteAddressBuffer b, uint at, uint v) {
    b.Store(at, v);
}

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    globallycoherent RWTexture2D<float> img = images[1];
    img[id.xy] = 1;
    Store(raw, id.x * 4, counts[id.x]);
    alias[id.x] = 2;
}
