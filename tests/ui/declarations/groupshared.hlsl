// flags: -T cs_6_0 -E main
// expected-no-diagnostics
// groupshared globals are shared by a thread group: arrays of scalars,
// vectors and structs, written and read after a barrier.
struct Pair {
    float a;
    uint b;
};
static const uint Size = 64;
groupshared float tile[Size];
groupshared float4 rows[8][8];
groupshared Pair pairs[Size];
groupshared uint total;
RWStructuredBuffer<float> o;

[numthreads(64, 1, 1)]
void main(uint i : SV_GroupIndex) {
    tile[i] = i;
    rows[i / 8][i % 8] = float4(i, 0, 0, 1);
    pairs[i].a = 1.5;
    if (i == 0)
        total = 0;
    GroupMemoryBarrierWithGroupSync();
    InterlockedAdd(total, 1);
    GroupMemoryBarrierWithGroupSync();
    o[i] = tile[Size - 1 - i] + rows[0][i % 8].x + pairs[i].a + total;
}
