// Group-wide exclusive prefix sum and stream compaction built from wave
// operations: WavePrefixSum / WavePrefixCountBits within each wave, the
// per-wave totals (WaveActiveSum / WaveActiveCountBits) published to
// groupshared memory by each wave's first lane, a barrier, and each lane
// adding the totals of the waves before its own. The results are the same
// for any wave size that divides 64 (waves are taken to be consecutive
// invocations, as wave_ops.hlsl assumes). Expected values: a plain
// sequential scan and filter in Python.
StructuredBuffer<uint> input : register(t0);
RWStructuredBuffer<uint> scanned : register(u1);
RWStructuredBuffer<uint> compacted : register(u2);
RWStructuredBuffer<uint> counts : register(u3);

groupshared uint sums[64];
groupshared uint kept[64];

[numthreads(64, 1, 1)]
void main(uint3 gid : SV_GroupID, uint t : SV_GroupIndex) {
    uint x = input[gid.x * 64 + t];
    bool keep = x % 3 != 0;
    uint n = WaveGetLaneCount();
    uint wave = (t - WaveGetLaneIndex()) / n;

    uint prefix = WavePrefixSum(x);
    uint waveSum = WaveActiveSum(x);
    uint before = WavePrefixCountBits(keep);
    uint waveKept = WaveActiveCountBits(keep);
    if (WaveIsFirstLane()) {
        sums[wave] = waveSum;
        kept[wave] = waveKept;
    }
    GroupMemoryBarrierWithGroupSync();

    uint sumBase = 0;
    uint keptBase = 0;
    for (uint w = 0; w < wave; w++) {
        sumBase += sums[w];
        keptBase += kept[w];
    }
    scanned[gid.x * 64 + t] = sumBase + prefix;
    if (keep) {
        compacted[gid.x * 64 + keptBase + before] = x;
    }
    if (t == 63) {
        counts[gid.x] = keptBase + before + (keep ? 1 : 0);
    }
}
