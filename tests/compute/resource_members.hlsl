// Resource members of struct locals hold handles: each use of `p.buffer`
// is the global it holds there; copies of the struct copy it, and a
// member can be passed on to a helper.
ByteAddressBuffer input : register(t0);
RWByteAddressBuffer first : register(u1);
RWByteAddressBuffer second : register(u2);

struct Pointer {
    RWByteAddressBuffer buffer;
    uint offset;
};

uint Read(RWByteAddressBuffer b, uint at) { return b.Load(at); }

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    Pointer p;
    p.offset = id.x * 4;
    p.buffer = first;
    p.buffer.Store(p.offset, input.Load(p.offset) * 2);
    Pointer copy = p;
    copy.buffer.Store(copy.offset, Read(copy.buffer, copy.offset) + 1);
    p.buffer = second;
    p.buffer.Store(p.offset, Read(copy.buffer, p.offset) + 100);
}
