// A compute entry point: numthreads and its system-value inputs.
// flags: -T cs_6_0 -E main
RWStructuredBuffer<uint> Out : register(u0);
[numthreads(64, 2, 1)]
void main(uint3 dtid : SV_DispatchThreadID, uint3 gtid : SV_GroupThreadID,
          uint3 gid : SV_GroupID, uint gi : SV_GroupIndex) {
    Out[dtid.x] = gtid.y + gid.x + gi;
}
