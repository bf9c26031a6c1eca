// Results that depend on the wave size, so the TOML says which one its
// expectation assumes (wave_size = 8, lavapipe's subgroup size): the lane
// count, each lane's index, a wave's sum of SV_GroupIndex, and the value
// of its last lane. Waves are taken to be consecutive invocations, as
// wave_ops.hlsl assumes.
RWStructuredBuffer<uint> o : register(u0);

[numthreads(32, 1, 1)]
void main(uint t : SV_GroupIndex) {
    o[t * 4 + 0] = WaveGetLaneCount();
    o[t * 4 + 1] = WaveGetLaneIndex();
    o[t * 4 + 2] = WaveActiveSum(t);
    o[t * 4 + 3] = WaveReadLaneAt(t, 7);
}
