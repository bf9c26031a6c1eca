// Histogram in groupshared memory: each group of 64 threads bins 4 values
// per thread (a strided loop) into 16 shared bins with InterlockedAdd,
// then the first 16 threads write the group's histogram and add it to the
// global one with InterlockedAdd. Bins are cleared by a strided loop before
// a barrier. Expected values: counts in Python.
StructuredBuffer<uint> samples : register(t0);
RWStructuredBuffer<uint> perGroup : register(u1);
RWStructuredBuffer<uint> global : register(u2);

groupshared uint bins[16];

[numthreads(64, 1, 1)]
void main(uint3 gid : SV_GroupID, uint t : SV_GroupIndex) {
    for (uint b = t; b < 16; b += 64) {
        bins[b] = 0;
    }
    GroupMemoryBarrierWithGroupSync();
    uint base = gid.x * 256;
    for (uint k = t; k < 256; k += 64) {
        uint s = samples[base + k];
        InterlockedAdd(bins[(s >> 4) & 15], 1);
    }
    GroupMemoryBarrierWithGroupSync();
    if (t < 16) {
        uint c = bins[t];
        perGroup[gid.x * 16 + t] = c;
        InterlockedAdd(global[t], c);
    }
}
