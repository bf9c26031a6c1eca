// compile: -T cs_6_0 -E main
// Atomic destinations get atomic storage (a buffer's element, a struct
// field, groupshared scalars and arrays); plain reads of them are atomic
// loads; CompareExchange is a loop around naga's weak compare-exchange.
struct Slot {
    float weight;
    int hits;
};
RWStructuredBuffer<uint> counters : register(u0);
RWStructuredBuffer<Slot> slots : register(u1);
RWStructuredBuffer<uint> results : register(u2);

groupshared uint total;
groupshared int bins[4];

[numthreads(64, 1, 1)]
void main(uint tid : SV_GroupIndex) {
    if (tid == 0) {
        total = 0;
    }
    GroupMemoryBarrierWithGroupSync();
    uint old;
    InterlockedAdd(counters[0], 1, old);
    InterlockedMin(slots[tid % 2].hits, -1);
    InterlockedMax(bins[tid % 4], int(tid));
    InterlockedXor(total, tid);
    InterlockedCompareExchange(counters[1], 0, tid, old);
    InterlockedCompareStore(total, 5, 6);
    int signed_old;
    InterlockedExchange(bins[0], 3, signed_old);
    GroupMemoryBarrierWithGroupSync();
    results[tid] = old + total + counters[2] + uint(signed_old);
}
