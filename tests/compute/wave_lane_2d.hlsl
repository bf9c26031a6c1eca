// The lane index in a two-dimensional thread group. naga takes it only in
// one-dimensional groups, so the naga module declares a flat group of 32
// threads and the SPIR-V gets the real 8x4 back: each thread's group id
// below must be the 8x4 one. The lane results do not depend on the wave
// size: every lane index is below the lane count, and the lanes of a wave
// agree on its count.
RWStructuredBuffer<uint> o : register(u0);

[numthreads(8, 4, 1)]
void main(uint3 tid : SV_GroupThreadID, uint flat : SV_GroupIndex) {
    uint lane = WaveGetLaneIndex();
    uint count = WaveGetLaneCount();
    bool agree = WaveActiveAllEqual(count);
    o[flat] = tid.x + 10 * tid.y + (lane < count && agree ? 100 : 0);
}
