// Every Interlocked* on groupshared memory: uint and int scalars, array
// elements, a 2-D array and fields of a struct array, with returned
// originals used only in ways that do not depend on the order the
// invocations run in (the originals of equal Adds sum to a fixed total, the
// last Exchange plus the sum of the others' originals is fixed, one
// CompareExchange winner per slot). Two groups; each writes 20 results.
// Expected values: a Python model applying the operations in one order.
RWStructuredBuffer<uint> o : register(u0);

struct Counter {
    uint hits;
    int low;
};

groupshared uint su[8];
groupshared int si[3];
groupshared uint grid[4][4];
groupshared Counter ctr[2];
groupshared uint slots[4];
groupshared uint winners;

[numthreads(64, 1, 1)]
void main(uint3 gid : SV_GroupID, uint t : SV_GroupIndex) {
    if (t < 8) {
        su[t] = t == 3 ? 0xffffffffu : 0;
    }
    if (t < 3) {
        si[t] = 0;
    }
    if (t < 16) {
        grid[t / 4][t % 4] = 0;
    }
    if (t < 2) {
        ctr[t].hits = 0;
        ctr[t].low = 1000;
    }
    if (t < 4) {
        slots[t] = 0;
    }
    if (t == 0) {
        su[5] = 100 * gid.x;
        winners = 0;
    }
    GroupMemoryBarrierWithGroupSync();

    uint g = gid.x + 1;
    uint orig;
    InterlockedAdd(su[0], 2 * g, orig);
    InterlockedAdd(su[1], orig);
    InterlockedMax(su[2], orig);
    InterlockedAnd(su[3], ~(1u << (t % 8 + 8 * gid.x)));
    InterlockedOr(su[4], 1u << (t % 32));
    uint prev;
    InterlockedExchange(su[5], t, prev);
    InterlockedAdd(su[6], prev);
    InterlockedXor(su[7], t * t * g);

    InterlockedMin(si[0], (int)t - 40 * (int)g);
    InterlockedMax(si[1], 20 - (int)t);
    InterlockedCompareStore(si[2], 0, -7 * (int)g);

    InterlockedAdd(grid[t / 16][t % 4], t % 2 + 1);
    InterlockedAdd(ctr[t % 2].hits, 1);
    InterlockedMin(ctr[t % 2].low, (int)(t * g));

    uint seen;
    InterlockedCompareExchange(slots[t % 4], 0, t + 1, seen);
    if (seen == 0) {
        InterlockedAdd(winners, 1);
    }
    GroupMemoryBarrierWithGroupSync();

    if (t == 0) {
        uint at = gid.x * 20;
        o[at + 0] = su[0];
        o[at + 1] = su[1];
        o[at + 2] = su[2];
        o[at + 3] = su[3];
        o[at + 4] = su[4];
        o[at + 5] = su[5] + su[6];
        o[at + 6] = su[7];
        o[at + 7] = (uint)si[0];
        o[at + 8] = (uint)si[1];
        o[at + 9] = (uint)si[2];
        uint rows = 0;
        for (uint r = 0; r < 4; r++) {
            rows = rows * 100 + grid[r][0] + grid[r][1] * 2 + grid[r][2] + grid[r][3];
        }
        o[at + 10] = rows;
        o[at + 11] = ctr[0].hits * 1000 + ctr[1].hits;
        o[at + 12] = (uint)(ctr[0].low * 1000 + ctr[1].low);
        bool ok = true;
        for (uint k = 0; k < 4; k++) {
            ok = ok && slots[k] != 0 && (slots[k] - 1) % 4 == k;
        }
        o[at + 13] = ok ? winners : 999;
    }
}
