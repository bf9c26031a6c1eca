// One-component places under divergent control flow: signed elements of a
// structured buffer (negative values must compare below zero), a 2-D
// groupshared tile and a per-lane static array indexed per lane, one
// component of a local vector written by only some lanes, and buffer
// writes from half of the lanes. Expected values worked by hand.
StructuredBuffer<int> src : register(t0);
RWStructuredBuffer<int> dst : register(u1);

groupshared int tile[2][4];
static int seen[8];

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint i = id.x;
    int v = src[i];
    int3 acc = int3(0, 0, 0);
    if (v < 0) {
        tile[i / 4][i % 4] = v * 2;
        acc.y = v;
        seen[i] = 1;
    } else {
        tile[i / 4][i % 4] = v;
        acc.z = v + 1;
    }
    GroupMemoryBarrierWithGroupSync();
    int other = tile[(7 - i) / 4][(7 - i) % 4];
    dst[i] = other + acc.y + acc.z + seen[i] * 100;
    if (i % 2 == 0)
        dst[8 + i / 2] = -other;
    else
        dst[12 + i / 2] = acc.y + acc.z;
}
