// Unsigned division and remainder: plain truncation on 0..2^32-1.
// By zero: the dividend and 0 (WGSL's rule; D3D's udiv gives 0xffffffff for both and
// SPIR-V leaves it undefined).

uint2 ud(uint a, uint b) { return uint2(a / b, a % b); }
// run: ud uint:4294967295 uint:2
// expect: uint2:2147483647,1
// run: ud uint:4294967295 uint:16
// expect: uint2:268435455,15
// run: ud uint:7 uint:4294967295
// expect: uint2:0,7
// run: ud uint:2147483648 uint:3
// expect: uint2:715827882,2
// run: ud uint:100 uint:10
// expect: uint2:10,0
// run: ud uint:4294967295 uint:0
// expect: uint2:4294967295,0

uint3 udv(uint3 a, uint3 b) { return a / b; }
// run: udv uint3:10,20,30 uint3:3,0,7
// expect: uint3:3,20,4

int idz(int a) { int z = 0; return a / z + a % z; }
// run: idz int:-9
// expect: int:-9
