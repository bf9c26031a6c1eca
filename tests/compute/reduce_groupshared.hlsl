// Tree reduction in groupshared memory: each group sums its 64 inputs and
// thread 0 writes the group's partial sum.
StructuredBuffer<float> input : register(t0);
RWStructuredBuffer<float> partials : register(u1);

groupshared float sdata[64];

[numthreads(64, 1, 1)]
void main(uint3 gid : SV_GroupID, uint3 tid : SV_GroupThreadID, uint3 did : SV_DispatchThreadID) {
    sdata[tid.x] = input[did.x];
    GroupMemoryBarrierWithGroupSync();
    for (uint s = 32; s > 0; s >>= 1) {
        if (tid.x < s) {
            sdata[tid.x] += sdata[tid.x + s];
        }
        GroupMemoryBarrierWithGroupSync();
    }
    if (tid.x == 0) {
        partials[gid.x] = sdata[0];
    }
}
