// A global struct of resources is one resource per member, bound in
// member order: `io.src` takes u0 and `io.dst` u1 (Vulkan bindings 0 and
// 1, as DXC numbers them). Members are used directly and through a
// helper that takes the whole struct.
struct Io {
    RWStructuredBuffer<uint> src;
    RWStructuredBuffer<uint> dst;
};

Io io;

void Copy(Io x, uint i, uint add) { x.dst[i] = x.src[i] + add; }

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    Copy(io, id.x, 1000);
    io.dst[id.x + 4] = io.src[id.x] * 2;
}
