// Divergent control flow between barriers: each thread loops a
// data-dependent number of times (with an early return from a helper that
// searches), the group meets at a barrier outside the divergent code,
// reads its neighbours' results from groupshared memory, diverges again
// (if/else with different trip counts), meets at a second barrier, and
// threads past a limit return early from main after the last barrier.
// Expected values: the same steps in Python.
StructuredBuffer<uint> input : register(t0);
RWStructuredBuffer<uint> o : register(u1);

groupshared uint steps[32];
groupshared uint mixed[32];

// Collatz steps to reach 1, giving up (returning 1000 + n) past 40.
uint collatz(uint n) {
    for (uint k = 0; k < 200; k++) {
        if (n == 1) {
            return k;
        }
        if (k == 40) {
            return 1000 + n;
        }
        n = (n & 1) ? 3 * n + 1 : n / 2;
    }
    return 9999;
}

[numthreads(32, 1, 1)]
void main(uint3 gid : SV_GroupID, uint t : SV_GroupIndex) {
    uint v = input[gid.x * 32 + t];
    steps[t] = collatz(v);
    GroupMemoryBarrierWithGroupSync();

    uint left = steps[(t + 31) % 32];
    uint right = steps[(t + 1) % 32];
    uint m = 0;
    if (t % 3 == 0) {
        for (uint i = 0; i < t % 5; i++) {
            m += left;
        }
    } else {
        uint j = right % 7;
        while (j > 0) {
            m += j;
            j--;
        }
    }
    mixed[t] = m;
    GroupMemoryBarrierWithGroupSync();

    if (t >= 28) {
        return;
    }
    o[gid.x * 32 + t] = steps[t] * 100000 + mixed[t] * 10 + mixed[31 - t] % 10;
}
