// flags: -T cs_6_0 -E main
// expected-no-diagnostics
// Every barrier is available in compute shaders.
groupshared float shared_[64];
RWStructuredBuffer<float> o;

[numthreads(64, 1, 1)]
void main(uint i : SV_GroupIndex) {
    shared_[i] = o[i];
    GroupMemoryBarrierWithGroupSync();
    o[i] = shared_[63 - i];
    GroupMemoryBarrier();
    DeviceMemoryBarrier();
    DeviceMemoryBarrierWithGroupSync();
    AllMemoryBarrier();
    AllMemoryBarrierWithGroupSync();
}
