// Atomics on components of a groupshared uint4, indexed at run time and
// by swizzle (MiniEngine's light-grid bit mask). DXC accepts them; naga
// has no atomic vectors, so lowering reports them and only the
// interpreter runs this. 64 threads set bits 0, 2, ..., 126 of the
// 128-bit mask and count themselves in .w after clearing it.
RWStructuredBuffer<uint4> o : register(u0);
groupshared uint4 mask;

[numthreads(64, 1, 1)]
void main(uint gi : SV_GroupIndex) {
    if (gi == 0)
        mask = 0;
    GroupMemoryBarrierWithGroupSync();
    uint bit = gi * 2;
    if (bit < 96)
        InterlockedOr(mask[bit / 32], 1u << (bit % 32));
    GroupMemoryBarrierWithGroupSync();
    InterlockedAdd(mask.w, 1);
    GroupMemoryBarrierWithGroupSync();
    if (gi == 0)
        o[0] = mask;
}
