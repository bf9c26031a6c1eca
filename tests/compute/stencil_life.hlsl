// A 2-D stencil with a groupshared halo: one generation of Conway's Game
// of Life on a 16x16 torus, in 8x8 groups. Each group loads its tile plus
// a one-cell border (10x10 = 100 cells, so threads loop over the cells
// with a stride of 64, wrapping coordinates at the grid's edges), syncs,
// then counts the eight neighbours from shared memory. The rule is a
// switch on the count. Expected values: the same generation in Python.
StructuredBuffer<uint> cells : register(t0);
RWStructuredBuffer<uint> next : register(u1);

static const int N = 16;
groupshared uint tile[10][10];

uint at(int x, int y) {
    return cells[((y + N) % N) * N + (x + N) % N];
}

[numthreads(8, 8, 1)]
void main(uint3 gid : SV_GroupID, uint3 tid : SV_GroupThreadID, uint flat : SV_GroupIndex) {
    int ox = (int)gid.x * 8 - 1;
    int oy = (int)gid.y * 8 - 1;
    for (uint c = flat; c < 100; c += 64) {
        tile[c / 10][c % 10] = at(ox + (int)(c % 10), oy + (int)(c / 10));
    }
    GroupMemoryBarrierWithGroupSync();

    uint lx = tid.x + 1;
    uint ly = tid.y + 1;
    uint count = 0;
    [unroll] for (int dy = -1; dy <= 1; dy++) {
        [unroll] for (int dx = -1; dx <= 1; dx++) {
            if (dx != 0 || dy != 0) {
                count += tile[ly + dy][lx + dx];
            }
        }
    }
    uint alive = tile[ly][lx];
    uint result;
    switch (count) {
    case 2:
        result = alive;
        break;
    case 3:
        result = 1;
        break;
    default:
        result = 0;
        break;
    }
    next[(gid.y * 8 + tid.y) * N + gid.x * 8 + tid.x] = result;
}
