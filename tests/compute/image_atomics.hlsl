// Interlocked* on texels of read-write textures (naga's image atomics;
// OpImageTexelPointer and the atomic in SPIR-V). Eight threads, (x, y) in
// 4 x 2; every result is independent of the order the threads run in.
RWTexture2D<uint> counts : register(u0);
RWTexture2DArray<int> layers : register(u1);

[numthreads(4, 2, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    // (0,0) gains 2 * (1 + 3) = 8, (1,0) gains 2 * (2 + 4) = 12.
    InterlockedAdd(counts[uint2(id.x % 2, 0)], id.x + 1);
    // The largest x * 10 + y is 31.
    InterlockedMax(counts[uint2(0, 1)], id.x * 10 + id.y);
    // Each layer's (1,0) ends at the smallest -x, -3.
    InterlockedMin(layers[uint3(1, 0, id.y)], -(int)id.x);
    // Bits 0 to 3: 15.
    InterlockedOr(counts[uint2(1, 1)], 1u << id.x);
    // 1 ^ 4 ^ 7 ^ 10 ^ 13 ^ 16 ^ 19 ^ 22 = 16.
    InterlockedXor(layers[uint3(0, 0, 1)], (int)((id.x + 4 * id.y) * 3 + 1));
    // 511 with bits 0 to 7 cleared: 256.
    InterlockedAnd(counts[uint2(2, 0)], ~(1u << (id.x + 4 * id.y)));
}
