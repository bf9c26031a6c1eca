// C = A * B for N x N row-major matrices, 16 x 16 tiles staged in
// groupshared memory.
#define N 512
#define TILE 16
StructuredBuffer<float> A : register(t0);
StructuredBuffer<float> B : register(t1);
RWStructuredBuffer<float> C : register(u2);

groupshared float ta[TILE][TILE];
groupshared float tb[TILE][TILE];

[numthreads(TILE, TILE, 1)]
void main(uint3 id : SV_DispatchThreadID, uint3 lid : SV_GroupThreadID) {
    uint row = id.y, col = id.x;
    float acc = 0;
    for (uint t = 0; t < N / TILE; t++) {
        ta[lid.y][lid.x] = A[row * N + t * TILE + lid.x];
        tb[lid.y][lid.x] = B[(t * TILE + lid.y) * N + col];
        GroupMemoryBarrierWithGroupSync();
        for (uint k = 0; k < TILE; k++)
            acc += ta[lid.y][k] * tb[k][lid.x];
        GroupMemoryBarrierWithGroupSync();
    }
    C[row * N + col] = acc;
}
