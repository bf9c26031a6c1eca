// Bitwise &, |, ^, ~ on ints and uints: two's complement bit patterns.

int4 bi(int a, int b) { return int4(a & b, a | b, a ^ b, ~a); }
// run: bi int:-1 int:252645135
// expect: int4:252645135,-1,-252645136,0
// run: bi int:-2147483648 int:2147483647
// expect: int4:0,-1,-1,2147483647
// run: bi int:12 int:10
// expect: int4:8,14,6,-13
// run: bi int:0 int:0
// expect: int4:0,0,0,-1

uint nu(uint a) { return ~a; }
// run: nu uint:0
// expect: uint:4294967295
// run: nu uint:0xf0f0f0f0
// expect: uint:252645135

uint3 bv(uint3 a, uint3 b) { return (a & b) | (a ^ b); }
// run: bv uint3:1,2,3 uint3:3,3,3
// expect: uint3:3,3,3

bool bb(bool a, bool b) { return a ^ b; }
// run: bb bool:true bool:true
// expect: bool:false
// run: bb bool:true bool:false
// expect: bool:true
