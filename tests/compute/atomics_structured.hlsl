// Atomics on RWStructuredBuffer struct fields from 128 threads: a float
// sum built from an InterlockedCompareExchange retry loop on the float's
// bits (in a helper), signed Min/Max on int fields, a max of |v| through
// InterlockedMax on the bits of non-negative floats, and stream compaction
// that takes slots with InterlockedAdd's original and marks them with
// InterlockedOr. All results are order-independent (the floats are
// integers, so their sum is exact in any order). Expected values: a Python
// model of the kernel.
struct Accum {
    uint sumBits;
    int lo;
    int hi;
    uint count;
    uint absMaxBits;
};

StructuredBuffer<float> values : register(t0);
RWStructuredBuffer<Accum> acc : register(u1);
RWStructuredBuffer<uint> compact : register(u2);

void atomicAddFloat(uint bin, float v) {
    uint expected = acc[bin].sumBits;
    [allow_uav_condition] for (;;) {
        uint seen;
        InterlockedCompareExchange(acc[bin].sumBits, expected, asuint(asfloat(expected) + v), seen);
        if (seen == expected) {
            break;
        }
        expected = seen;
    }
}

[numthreads(64, 1, 1)]
void main(uint3 did : SV_DispatchThreadID) {
    uint i = did.x;
    float v = values[i];
    uint bin = i % 4;
    atomicAddFloat(bin, v);
    InterlockedMin(acc[bin].lo, (int)v);
    InterlockedMax(acc[bin].hi, (int)v);
    InterlockedAdd(acc[bin].count, 1);
    InterlockedMax(acc[bin].absMaxBits, asuint(abs(v)));

    // compact: [0] slots taken, [1] sum of kept values, [2] xor of i * i + 1 of
    // the kept ones, [3..6] a bit per slot.
    if (v > 0) {
        uint slot;
        InterlockedAdd(compact[0], 1, slot);
        InterlockedOr(compact[3 + slot / 32], 1u << (slot % 32));
        InterlockedAdd(compact[1], (uint)v);
        InterlockedXor(compact[2], i * i + 1);
    }
}
