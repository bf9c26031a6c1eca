// compile: -T cs_6_0 -E main
// Interlocked* on texels: naga's image atomics (the R32 storage texture is
// declared with atomic access). tests/compute/image_atomics runs them with
// a texture array too.
RWTexture2D<uint> counts : register(u0);
RWTexture2D<int> signed : register(u1);

[numthreads(4, 2, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    InterlockedAdd(counts[uint2(id.x % 2, 0)], id.x + 1);
    InterlockedMax(counts[uint2(0, 1)], id.x * 10 + id.y);
    InterlockedMin(signed[id.xy], -(int)id.x);
    InterlockedOr(counts[uint2(1, 1)], 1u << id.x);
    InterlockedXor(signed[uint2(0, 0)], (int)id.y);
    InterlockedAnd(counts[uint2(2, 0)], ~(1u << (id.x + 4 * id.y)));
}
