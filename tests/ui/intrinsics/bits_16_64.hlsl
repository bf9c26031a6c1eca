// flags: -T cs_6_2 -E main --enable-16bit-types
// The bit intrinsics take 16-, 32- and 64-bit integers (DXC's any_int);
// reversebits keeps a 16- or 64-bit argument's type.
// expected-no-diagnostics

RWStructuredBuffer<uint> o;

[numthreads(1, 1, 1)]
void main() {
    uint16_t2 h = uint16_t2(1, 2);
    int64_t w = -5;
    uint2 c = countbits(h) + firstbitlow(h) + firstbithigh(h);
    uint16_t2 r = reversebits(h);
    uint64_t r64 = reversebits((uint64_t)w);
    o[0] = c.x + countbits(w) + firstbithigh(w) + (uint)r.x + (uint)r64;
}
