// Matrix transpose through a padded 2-D groupshared tile (8 x 9, so a
// column read hits different words): a 24-column by 16-row uint matrix
// becomes 16 columns by 24 rows. Each group reads a tile row-wise, syncs,
// and writes it transposed. Expected values: the transpose in Python.
StructuredBuffer<uint> src : register(t0);
RWStructuredBuffer<uint> dst : register(u1);

static const uint W = 24;
static const uint H = 16;
groupshared uint tile[8][9];

[numthreads(8, 8, 1)]
void main(uint3 gid : SV_GroupID, uint3 tid : SV_GroupThreadID) {
    uint x = gid.x * 8 + tid.x;
    uint y = gid.y * 8 + tid.y;
    tile[tid.y][tid.x] = src[y * W + x];
    GroupMemoryBarrierWithGroupSync();
    // Swap the roles of the group's x and y.
    uint tx = gid.y * 8 + tid.x;
    uint ty = gid.x * 8 + tid.y;
    dst[ty * H + tx] = tile[tid.x][tid.y];
}
