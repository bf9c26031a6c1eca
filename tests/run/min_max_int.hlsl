// Integer min/max compare by the operands' signedness: INT_MIN is the
// smallest int, 0xffffffff the largest uint. Exact.

int2 mmi(int a, int b) { return int2(min(a, b), max(a, b)); }
// run: mmi int:-2147483648 int:2147483647
// expect: int2:-2147483648,2147483647
// run: mmi int:-1 int:0
// expect: int2:-1,0
// run: mmi int:5 int:5
// expect: int2:5,5

uint2 mmu(uint a, uint b) { return uint2(min(a, b), max(a, b)); }
// run: mmu uint:4294967295 uint:1
// expect: uint2:1,4294967295
// run: mmu uint:0 uint:2147483648
// expect: uint2:0,2147483648

int4 mmv(int4 a, int4 b) { return max(a, b) - min(a, b); }
// run: mmv int4:1,-7,3,0 int4:4,7,3,-2147483647
// expect: int4:3,14,0,2147483647
// A literal operand converts to the other operand's type: -1 becomes 0xffffffff.

uint mlit(uint a) { return max(a, (uint)-1); }
// run: mlit uint:3
// expect: uint:4294967295

int64_t ml(int64_t a, int64_t b) { return min(a, b); }
// run: ml int64_t:-9223372036854775808 int64_t:9223372036854775807
// expect: int64_t:-9223372036854775808
