// Wave intrinsics whose results do not depend on the wave size (the
// interpreter's default is 32 lanes, lavapipe's subgroups have 8) nor on
// which invocations share a wave: every check is relative to the lane's
// own WaveGetLaneIndex/WaveGetLaneCount, and every workgroup of 64 fills
// its waves. Each invocation writes 16 flags that must all be 1, then
// a wave-uniform value read back with WaveReadLaneFirst.
RWStructuredBuffer<uint> flags : register(u0);
RWStructuredBuffer<float> uniform_in : register(u1);

/// The low `n` bits set.
uint low_bits(uint n) { return n >= 32 ? 0xffffffffu : (1u << n) - 1u; }

[numthreads(64, 1, 1)]
void main(uint3 did : SV_DispatchThreadID) {
    uint lane = WaveGetLaneIndex();
    uint n = WaveGetLaneCount();
    uint base = did.x * 17;
    uint4 ballot = WaveActiveBallot(true);
    uint ballots = countbits(ballot.x) + countbits(ballot.y) + countbits(ballot.z) + countbits(ballot.w);
    flags[base + 0] = WaveActiveSum(1u) == n;
    flags[base + 1] = WaveActiveCountBits(true) == n;
    flags[base + 2] = WavePrefixCountBits(true) == lane;
    flags[base + 3] = WavePrefixSum(1u) == lane;
    flags[base + 4] = WaveIsFirstLane() == (lane == 0);
    flags[base + 5] = WaveActiveMax(lane) == n - 1 && WaveActiveMin(lane) == 0;
    flags[base + 6] = ballots == n;
    flags[base + 7] = WaveActiveAllTrue(true) && WaveActiveAnyTrue(lane == 0) && !WaveActiveAnyTrue(false);
    flags[base + 8] = WaveActiveBitOr(1u << (lane % 32)) == low_bits(n) && WaveActiveBitXor(1u) == 0;
    flags[base + 9] = WaveActiveProduct(lane == 1 ? 3u : 1u) == 3 && WavePrefixProduct(lane < 16 ? 2u : 1u) == (1u << min(lane, 16u));
    flags[base + 10] = WaveActiveSum(0.5f) == 0.5f * n && WaveReadLaneAt(lane * 10, 1) == 10;
    uint odd = 0;
    if (lane % 2 == 0) {
        // Only the even lanes are active here.
        uint h = n / 2;
        bool count = WaveActiveCountBits(true) == h;
        bool sum = WaveActiveSum(lane) == h * (h - 1);
        bool pattern = WaveActiveBallot(true).x == (0x55555555u & low_bits(n));
        bool prefix = WavePrefixSum(1) == lane / 2;
        flags[base + 11] = count && sum;
        flags[base + 12] = pattern && prefix;
    } else {
        odd = WaveActiveCountBits(true);
        flags[base + 11] = odd == n / 2;
        flags[base + 12] = WaveIsFirstLane() == (lane == 1);
    }
    flags[base + 13] = WaveActiveAllEqual(uniform_in[0]) && !WaveActiveAllEqual(lane);
    flags[base + 14] = all(WaveActiveAllEqual(uint2(7, n)));
    flags[base + 15] = WaveReadLaneFirst(lane) == 0 && WaveReadLaneFirst(did.x) == did.x - lane;
    flags[base + 16] = (uint)WaveReadLaneFirst(uniform_in[0]);
}
