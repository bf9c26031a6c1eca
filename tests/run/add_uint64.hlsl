// AddUint64 adds (low, high) word pairs as 64-bit integers, wrapping.

uint2 add2(uint2 a, uint2 b) { return AddUint64(a, b); }
// 0xffffffff + 1: low 0, carry into high.
// run: add2 uint2:4294967295,0 uint2:1,0
// expect: uint2:0,1
// 2^64 - 1 + 2 wraps to 1.
// run: add2 uint2:4294967295,4294967295 uint2:2,0
// expect: uint2:1,0

uint4 add4(uint4 a, uint4 b) { return AddUint64(a, b); }
// run: add4 uint4:4294967295,7,5,6 uint4:1,1,10,20
// expect: uint4:0,9,15,26
