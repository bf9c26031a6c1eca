// Bitonic sort of 128 keys per group in groupshared memory: 64 threads,
// each comparing and swapping one pair per step, nested loops over the
// merge size and stride with a barrier after every step; keys carry a
// payload (their original index) in a struct, and the direction of each
// comparison depends on the thread's block. Two groups sort their own
// halves. Expected values: Python's sorted() on (key, index) pairs, which
// equals the bitonic result because all keys are distinct.
StructuredBuffer<uint> keys : register(t0);
RWStructuredBuffer<uint2> sorted : register(u1);

struct Item {
    uint key;
    uint index;
};

groupshared Item items[128];

void compareSwap(uint a, uint b, bool ascending) {
    Item x = items[a];
    Item y = items[b];
    if ((x.key > y.key) == ascending) {
        items[a] = y;
        items[b] = x;
    }
}

[numthreads(64, 1, 1)]
void main(uint3 gid : SV_GroupID, uint t : SV_GroupIndex) {
    uint base = gid.x * 128;
    for (uint k = t; k < 128; k += 64) {
        items[k].key = keys[base + k];
        items[k].index = base + k;
    }
    GroupMemoryBarrierWithGroupSync();
    for (uint size = 2; size <= 128; size <<= 1) {
        for (uint stride = size >> 1; stride > 0; stride >>= 1) {
            // Thread t handles the pair whose lower element is a.
            uint a = 2 * stride * (t / stride) + t % stride;
            bool ascending = (a & size) == 0;
            compareSwap(a, a + stride, ascending);
            GroupMemoryBarrierWithGroupSync();
        }
    }
    for (uint m = t; m < 128; m += 64) {
        sorted[base + m] = uint2(items[m].key, items[m].index);
    }
}
