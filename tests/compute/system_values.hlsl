// Writes every compute system value of every thread of a 3-D dispatch.
RWStructuredBuffer<uint> ids : register(u0);

[numthreads(4, 2, 2)]
void main(uint3 gid : SV_GroupID, uint3 tid : SV_GroupThreadID, uint gi : SV_GroupIndex,
          uint3 did : SV_DispatchThreadID) {
    // Threads in x: 2 groups * 4; y: 3 * 2; z: 1 * 2.
    uint index = did.x + did.y * 8u + did.z * 48u;
    uint base = index * 10u;
    ids[base] = gid.x;
    ids[base + 1u] = gid.y;
    ids[base + 2u] = gid.z;
    ids[base + 3u] = tid.x;
    ids[base + 4u] = tid.y;
    ids[base + 5u] = tid.z;
    ids[base + 6u] = gi;
    ids[base + 7u] = did.x;
    ids[base + 8u] = did.y;
    ids[base + 9u] = did.z;
}
