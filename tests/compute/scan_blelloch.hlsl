// Work-efficient exclusive scan (Blelloch) of 256 floats with 128 threads:
// each thread loads two elements, an up-sweep builds partial sums in place,
// the last element is cleared, a down-sweep distributes them; a barrier
// between levels, with the active threads halving and doubling. The group
// total is written too. Expected values: exclusive running sums in Python
// (integer-valued floats, exact in any order).
StructuredBuffer<float> input : register(t0);
RWStructuredBuffer<float> output : register(u1);
RWStructuredBuffer<float> totals : register(u2);

groupshared float temp[256];

[numthreads(128, 1, 1)]
void main(uint3 gid : SV_GroupID, uint3 tid : SV_GroupThreadID) {
    const uint n = 256;
    uint t = tid.x;
    uint base = gid.x * n;
    temp[2 * t] = input[base + 2 * t];
    temp[2 * t + 1] = input[base + 2 * t + 1];

    uint offset = 1;
    for (uint d = n >> 1; d > 0; d >>= 1) {
        GroupMemoryBarrierWithGroupSync();
        if (t < d) {
            uint ai = offset * (2 * t + 1) - 1;
            uint bi = offset * (2 * t + 2) - 1;
            temp[bi] += temp[ai];
        }
        offset *= 2;
    }
    if (t == 0) {
        totals[gid.x] = temp[n - 1];
        temp[n - 1] = 0;
    }
    for (uint d2 = 1; d2 < n; d2 *= 2) {
        offset >>= 1;
        GroupMemoryBarrierWithGroupSync();
        if (t < d2) {
            uint ai = offset * (2 * t + 1) - 1;
            uint bi = offset * (2 * t + 2) - 1;
            float x = temp[ai];
            temp[ai] = temp[bi];
            temp[bi] += x;
        }
    }
    GroupMemoryBarrierWithGroupSync();
    output[base + 2 * t] = temp[2 * t];
    output[base + 2 * t + 1] = temp[2 * t + 1];
}
