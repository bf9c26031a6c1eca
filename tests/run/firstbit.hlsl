// firstbitlow: the index of the lowest set bit; firstbithigh: of the highest set bit
// for unsigned values, and for a negative int of the highest bit that differs from
// the sign. No such bit gives 0xffffffff (-1). Indices count from bit 0. Exact.

uint lo(uint x) { return firstbitlow(x); }
uint hi(uint x) { return firstbithigh(x); }
// run: lo uint:0
// expect: uint:4294967295
// run: hi uint:0
// expect: uint:4294967295
// run: lo uint:1
// expect: uint:0
// run: hi uint:1
// expect: uint:0
// run: lo uint:12
// expect: uint:2
// run: hi uint:12
// expect: uint:3
// run: lo uint:2147483648
// expect: uint:31
// run: hi uint:2147483648
// expect: uint:31
// run: lo uint:4294967295
// expect: uint:0
// run: hi uint:4294967295
// expect: uint:31
// run: lo uint:15728640
// expect: uint:20
// run: hi uint:15728640
// expect: uint:23

int hs(int x) { return firstbithigh(x); }
int ls(int x) { return firstbitlow(x); }
// run: hs int:-1
// expect: int:-1
// run: hs int:-2
// expect: int:0
// run: hs int:-2147483648
// expect: int:30
// run: hs int:-1025
// expect: int:10
// run: hs int:0
// expect: int:-1
// run: hs int:2147483647
// expect: int:30
// run: hs int:5
// expect: int:2
// run: ls int:-2147483648
// expect: int:31
// run: ls int:-4
// expect: int:2
// run: ls int:0
// expect: int:-1

uint4 hv(uint4 x) { return firstbithigh(x); }
// run: hv uint4:1,2,3,256
// expect: uint4:0,1,1,8
