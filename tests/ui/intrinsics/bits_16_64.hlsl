// flags: -T cs_6_2 -E main --enable-16bit-types
// countbits and reversebits take 16-, 32- and 64-bit integers (DXC's
// any_int); reversebits keeps a 16- or 64-bit argument's type. The bit
// searches are limited to 32 bits for SPIR-V, as in DXC.

RWStructuredBuffer<uint> o;

[numthreads(1, 1, 1)]
void main() {
    uint16_t2 h = uint16_t2(1, 2);
    int64_t w = -5;
    uint2 c = countbits(h);
    // expected-error@+1 {{firstbitlow is currently limited to 32-bit width components when targeting SPIR-V}}
    c += firstbitlow(h);
    // expected-error@+1 {{firstbithigh is currently limited to 32-bit width components when targeting SPIR-V}}
    c += firstbithigh(w);
    uint16_t2 r = reversebits(h);
    uint64_t r64 = reversebits((uint64_t)w);
    o[0] = c.x + countbits(w) + (uint)r.x + (uint)r64;
}
