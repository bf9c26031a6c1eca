// flags: -T cs_6_0 -E main
// expected-no-diagnostics
// Interlocked functions on groupshared ints and uints: scalars, array
// elements and struct fields, with and without the original value.
struct Stats {
    uint count;
    int lowest;
};
groupshared uint total;
groupshared int bins[16];
groupshared Stats stats;
RWStructuredBuffer<uint> o;

[numthreads(64, 1, 1)]
void main(uint i : SV_GroupIndex) {
    uint before;
    int old;
    InterlockedAdd(total, 1);
    InterlockedAdd(bins[i % 16], 1, old);
    InterlockedMin(stats.lowest, -(int)i);
    InterlockedMax(bins[0], (int)i, old);
    InterlockedOr(total, 1u << (i % 32), before);
    InterlockedAnd(stats.count, ~1u);
    InterlockedXor(total, i);
    InterlockedExchange(stats.count, i, before);
    InterlockedCompareExchange(total, 0, i, before);
    InterlockedCompareStore(bins[1], 0, 1);
    GroupMemoryBarrierWithGroupSync();
    o[i] = total + before + old;
}
