// flags: -T cs_6_0 -E main
// An atomic on one component of a groupshared vector, indexed at run time
// or by a one-component swizzle, as DXC allows (MiniEngine's light grid).
// expected-no-diagnostics
groupshared uint4 mask;
groupshared int2 counts;
RWStructuredBuffer<uint4> o : register(u0);

[numthreads(64, 1, 1)]
void main(uint gi : SV_GroupIndex) {
    uint before;
    InterlockedOr(mask[gi / 32], 1u << (gi % 32));
    InterlockedAdd(mask.w, 1, before);
    InterlockedMin(counts.y, -1);
    o[gi] = mask + before;
}
