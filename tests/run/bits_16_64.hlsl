// flags: -T cs_6_2 -E main --enable-16bit-types
// countbits and reversebits on 16- and 64-bit integers work in the
// value's own width; reversebits keeps its type.

[numthreads(1, 1, 1)]
void main() {}

uint2 b16(uint16_t x) {
    return uint2(countbits(x), reversebits(x));
}
// 0x8001: 2 bits set, reversed 0x8001.
// run: b16 uint16_t:32769
// expect: uint2:2,32769
// 0x0100: reversed 0x0080 = 128.
// run: b16 uint16_t:256
// expect: uint2:1,128

uint i16(int16_t x) { return countbits(x); }
// -1 has 16 bits in its width.
// run: i16 int16_t:-1
// expect: uint:16

uint2 b64(uint64_t x) {
    return uint2(countbits(x), (uint)(reversebits(x) >> 32));
}
// 2^40 + 1: two bits; reversed: bit 63 and bit 23, whose high word is
// 0x80000000.
// run: b64 uint64_t:1099511627777
// expect: uint2:2,2147483648
