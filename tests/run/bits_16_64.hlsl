// flags: -T cs_6_2 -E main --enable-16bit-types
// countbits, reversebits, firstbithigh and firstbitlow on 16- and 64-bit
// integers work in the value's own width; reversebits keeps its type.

[numthreads(1, 1, 1)]
void main() {}

uint4 b16(uint16_t x, int16_t y) {
    return uint4(countbits(x), reversebits(x), firstbithigh(y), firstbitlow(x));
}
// 0x8001: 2 bits set, reversed 0x8001; -2 (0xfffe) has its first clear
// bit at 0; the lowest set bit of 0x8001 is 0.
// run: b16 uint16_t:32769 int16_t:-2
// expect: uint4:2,32769,0,0
// 0x0100: reversed 0x0080 = 128; 256's highest bit is 8.
// run: b16 uint16_t:256 int16_t:256
// expect: uint4:1,128,8,8

uint4 b64(uint64_t x) {
    return uint4(countbits(x), firstbithigh(x), firstbitlow(x), (uint)(reversebits(x) >> 32));
}
// 2^40 + 1: two bits, highest 40, lowest 0; reversed: bit 63 and bit 23,
// whose high word is 0x80000000.
// run: b64 uint64_t:1099511627777
// expect: uint4:2,40,0,2147483648

uint2 none16(uint16_t x) { return uint2(firstbithigh(x), firstbitlow(x)); }
// run: none16 uint16_t:0
// expect: uint2:4294967295,4294967295
