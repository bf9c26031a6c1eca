// Tiled matrix multiply C = A * B (A 16x24, B 24x16, row-major arrays of
// floats) with 8x8 groups: each step loads an 8x8 tile of A and of B into
// 2-D groupshared arrays, synchronizes, accumulates, synchronizes again.
// Dimensions come from a cbuffer. Expected values: the product in Python
// (small integers, exact whatever the summation order or FMA use).
cbuffer Dims : register(b0) {
    uint M;
    uint K;
    uint N;
};

StructuredBuffer<float> A : register(t1);
StructuredBuffer<float> B : register(t2);
RWStructuredBuffer<float> C : register(u3);

#define TILE 8
groupshared float tileA[TILE][TILE];
groupshared float tileB[TILE][TILE];

[numthreads(TILE, TILE, 1)]
void main(uint3 gid : SV_GroupID, uint3 tid : SV_GroupThreadID) {
    uint row = gid.y * TILE + tid.y;
    uint col = gid.x * TILE + tid.x;
    float acc = 0;
    for (uint k0 = 0; k0 < K; k0 += TILE) {
        tileA[tid.y][tid.x] = A[row * K + k0 + tid.x];
        tileB[tid.y][tid.x] = B[(k0 + tid.y) * N + col];
        GroupMemoryBarrierWithGroupSync();
        [unroll] for (uint k = 0; k < TILE; k++) {
            acc += tileA[tid.y][k] * tileB[k][tid.x];
        }
        GroupMemoryBarrierWithGroupSync();
    }
    if (row < M && col < N) {
        C[row * N + col] = acc;
    }
}
