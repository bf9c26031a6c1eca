// ByteAddressBuffer::Load<T> and Store<T> of a struct as DXC reads and
// writes them (its RawBufferHandler): a field aligned to its alignment
// under the structured-buffer rule, without the relaxed vector rule, and
// arrays, vectors and matrices tight. By default (std430) b is at 16 and
// c at 32, c[1] at 40; under -fvk-use-dx-layout (byte_address_layout_dx)
// everything is tight: b at 4, c at 16.
struct R {
    uint a;
    uint3 b;
    uint2 c[2];
};

ByteAddressBuffer buf : register(t0);
RWStructuredBuffer<uint> o : register(u1);
RWByteAddressBuffer rw : register(u2);

[numthreads(1, 1, 1)]
void main() {
    R r = buf.Load<R>(0);
    o[0] = r.a;
    o[1] = r.b.x; o[2] = r.b.y; o[3] = r.b.z;
    o[4] = r.c[0].x; o[5] = r.c[0].y; o[6] = r.c[1].x; o[7] = r.c[1].y;
    r.a += 10;
    rw.Store<R>(0, r);
}
