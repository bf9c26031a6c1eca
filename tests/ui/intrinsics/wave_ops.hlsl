// flags: -T cs_6_0 -E main
// expected-no-diagnostics
// Wave queries, votes, broadcasts, reductions and prefix operations.
RWStructuredBuffer<uint> o;
RWStructuredBuffer<float4> f;

[numthreads(64, 1, 1)]
void main(uint i : SV_GroupIndex) {
    uint lanes = WaveGetLaneCount() + WaveGetLaneIndex();
    bool first = WaveIsFirstLane();
    bool all_ = WaveActiveAllTrue(i < 100) && WaveActiveAnyTrue(i == 3);
    uint4 ballot = WaveActiveBallot(i % 2 == 0);
    uint bits = WaveActiveCountBits(i > 8) + WavePrefixCountBits(i > 8);
    uint read = WaveReadLaneAt(i, 0) + WaveReadLaneFirst(i);
    uint sum = WaveActiveSum(i) + WaveActiveProduct(i) + WaveActiveMin(i) + WaveActiveMax(i);
    uint logic = WaveActiveBitAnd(i) | WaveActiveBitOr(i) | WaveActiveBitXor(i);
    uint prefix = WavePrefixSum(i) + WavePrefixProduct(i);
    bool same = WaveActiveAllEqual(i / 64);
    float4 v = f[i];
    f[i] = WaveActiveSum(v) + WavePrefixSum(v) + WaveReadLaneAt(v, 1) + WaveActiveMax(v);
    o[i] = lanes + first + all_ + ballot.x + bits + read + sum + logic + prefix + same;
}
