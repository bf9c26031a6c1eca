// Interlocked* from 256 threads in 4 groups. Every expected value is
// independent of the order the atomics happen in: final counters, sums of
// the originals of Add (0 + 1 + ... + 255) and Exchange (one thread sees
// the initial 0, the rest 77), min/max/or/and/xor reductions, a histogram,
// one CompareExchange winner, and groupshared atomics after a barrier.
RWStructuredBuffer<uint> counters : register(u0);
RWStructuredBuffer<int> signed_ : register(u1);
RWStructuredBuffer<uint> bins : register(u2);
RWStructuredBuffer<uint> groups : register(u3);

struct Cell {
    float weight;
    uint hits;
};
RWStructuredBuffer<Cell> cells : register(u4);

groupshared uint gcount;
groupshared int garr[4];

[numthreads(64, 1, 1)]
void main(uint3 did3 : SV_DispatchThreadID, uint tid : SV_GroupIndex, uint3 gid : SV_GroupID) {
    uint did = did3.x;
    if (tid == 0) {
        gcount = 0;
        for (int i = 0; i < 4; i++) {
            garr[i] = 0;
        }
    }
    GroupMemoryBarrierWithGroupSync();

    uint ticket;
    InterlockedAdd(counters[0], 1, ticket);
    InterlockedAdd(counters[1], ticket);
    InterlockedMax(counters[2], (did * 37) % 251);
    InterlockedMin(counters[3], (did * 37) % 251 + 5);
    InterlockedOr(counters[4], 1u << (did % 32));
    InterlockedAnd(counters[5], ~(1u << (did % 16)));
    InterlockedXor(counters[6], did + 1);

    uint prev;
    InterlockedCompareExchange(counters[7], 0, 5, prev);
    if (prev == 0) {
        InterlockedAdd(counters[8], 1);
    }
    InterlockedCompareStore(counters[9], 3, 9);
    // The original converts to the place's type on write-back.
    float swapped;
    InterlockedExchange(counters[10], 77, swapped);
    InterlockedAdd(counters[11], (uint)swapped);

    InterlockedMin(signed_[0], int(did) - 100);
    InterlockedMax(signed_[1], 50 - int(did));
    // A uint value converts to the int destination.
    int before;
    InterlockedAdd(signed_[2], 2u, before);
    InterlockedAdd(signed_[3], before);

    InterlockedAdd(bins[did % 8], 1);
    InterlockedAdd(cells[did % 2].hits, 1);

    InterlockedAdd(gcount, 1);
    InterlockedAdd(garr[tid % 4], int(tid));
    GroupMemoryBarrierWithGroupSync();
    if (tid == 0) {
        groups[gid.x * 5] = gcount;
        for (int j = 0; j < 4; j++) {
            groups[gid.x * 5 + 1 + j] = uint(garr[j]);
        }
        cells[2].weight = cells[0].weight + cells[1].weight;
    }
}
