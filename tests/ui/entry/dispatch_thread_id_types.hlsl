// flags: -T cs_6_0 -E main
// expected-no-diagnostics
// The compute thread IDs may be declared with fewer components (uint2,
// uint, or int vectors) when the group has fewer dimensions.
RWStructuredBuffer<uint> o;

[numthreads(8, 8, 1)]
void main(uint2 id : SV_DispatchThreadID, uint group : SV_GroupID, int3 local : SV_GroupThreadID, uint index : SV_GroupIndex) {
    o[id.y * 64 + id.x] = group + local.x + index;
}
