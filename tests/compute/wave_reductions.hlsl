// Wave reductions and prefix operations on data, checked without knowing
// the wave size: every lane stores its value in groupshared memory, and the
// expected wave result is recomputed from the values of the lanes in its
// wave (the WaveGetLaneCount() consecutive invocations starting at
// SV_GroupIndex - WaveGetLaneIndex(), as wave_ops.hlsl assumes). Each lane
// writes 16 flags that must be 1. The first lane of each wave also adds its
// wave's sum, min and max into group totals with atomics, which do not
// depend on the wave size: those are checked against Python's values.
StructuredBuffer<int> input : register(t0);
RWStructuredBuffer<uint> flags : register(u1);
RWStructuredBuffer<int> totals : register(u2);

groupshared int vals[64];
groupshared int gsum;
groupshared int gmin;
groupshared int gmax;

[numthreads(64, 1, 1)]
void main(uint3 gid : SV_GroupID, uint t : SV_GroupIndex) {
    int x = input[gid.x * 64 + t];
    vals[t] = x;
    if (t == 0) {
        gsum = 0;
        gmin = 0x7fffffff;
        gmax = -0x7fffffff;
    }
    GroupMemoryBarrierWithGroupSync();

    uint lane = WaveGetLaneIndex();
    uint n = WaveGetLaneCount();
    uint first = t - lane;
    int sum = 0, lo = 0x7fffffff, hi = -0x7fffffff, prefix = 0, prod = 1, prefixProd = 1;
    int posSum = 0;
    uint ors = 0, ands = 0xffffffffu, xors = 0, positives = 0, prefixPositives = 0;
    for (uint k = 0; k < n; k++) {
        int y = vals[first + k];
        sum += y;
        lo = min(lo, y);
        hi = max(hi, y);
        int f = (y & 3) == 3 ? -1 : 1;
        prod *= f;
        ors |= (uint)y;
        ands &= (uint)y;
        xors ^= (uint)y;
        positives += y > 0 ? 1 : 0;
        posSum += y > 0 ? y : 0;
        if (k < lane) {
            prefix += y;
            prefixProd *= f;
            prefixPositives += y > 0 ? 1 : 0;
        }
    }

    uint base = (gid.x * 64 + t) * 16;
    flags[base + 0] = WaveActiveSum(x) == sum;
    flags[base + 1] = WaveActiveMin(x) == lo && WaveActiveMax(x) == hi;
    flags[base + 2] = WavePrefixSum(x) == prefix;
    flags[base + 3] = WaveActiveProduct((x & 3) == 3 ? -1 : 1) == prod;
    flags[base + 4] = WavePrefixProduct((x & 3) == 3 ? -1 : 1) == prefixProd;
    flags[base + 5] = WaveActiveBitOr((uint)x) == ors && WaveActiveBitAnd((uint)x) == ands;
    flags[base + 6] = WaveActiveBitXor((uint)x) == xors;
    flags[base + 7] = WaveActiveCountBits(x > 0) == positives;
    flags[base + 8] = WavePrefixCountBits(x > 0) == prefixPositives;
    flags[base + 9] = WaveActiveSum((float)x * 0.5) == (float)sum * 0.5;
    flags[base + 10] = WaveActiveMax((float)x) == (float)hi && WaveActiveMin((uint)(x + 1000)) == (uint)(lo + 1000);
    int3 v3 = WaveActiveSum(int3(x, 1, -x));
    flags[base + 11] = all(v3 == int3(sum, n, -sum));
    float2 m2 = WaveActiveMin(float2(x, -x));
    flags[base + 12] = m2.x == (float)lo && m2.y == -(float)hi;
    flags[base + 13] = WaveReadLaneFirst(x) == vals[first];
    int divergent = -1;
    if (x > 0) {
        divergent = WaveActiveSum(x);
    }
    flags[base + 14] = x > 0 ? divergent == posSum : divergent == -1;
    flags[base + 15] = WavePrefixSum(1.5) == 1.5 * lane;

    // Reduce before the branch: inside it only the first lane is active.
    int waveSum = WaveActiveSum(x);
    int waveMin = WaveActiveMin(x);
    int waveMax = WaveActiveMax(x);
    if (WaveIsFirstLane()) {
        InterlockedAdd(gsum, waveSum);
        InterlockedMin(gmin, waveMin);
        InterlockedMax(gmax, waveMax);
    }
    GroupMemoryBarrierWithGroupSync();
    if (t == 0) {
        totals[gid.x * 3 + 0] = gsum;
        totals[gid.x * 3 + 1] = gmin;
        totals[gid.x * 3 + 2] = gmax;
    }
}
