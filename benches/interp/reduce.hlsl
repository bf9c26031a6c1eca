// Each 256-invocation group sums 1024 consecutive values (4 per
// invocation, then a groupshared tree) into one partial sum.
StructuredBuffer<uint> values : register(t0);
RWStructuredBuffer<uint> partial : register(u1);

groupshared uint sums[256];

[numthreads(256, 1, 1)]
void main(uint3 gid : SV_GroupID, uint ti : SV_GroupIndex) {
    uint base = gid.x * 1024 + ti;
    sums[ti] = values[base] + values[base + 256] + values[base + 512] + values[base + 768];
    GroupMemoryBarrierWithGroupSync();
    for (uint stride = 128; stride > 0; stride >>= 1) {
        if (ti < stride)
            sums[ti] += sums[ti + stride];
        GroupMemoryBarrierWithGroupSync();
    }
    if (ti == 0)
        partial[gid.x] = sums[0];
}
