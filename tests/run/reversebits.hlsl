// reversebits mirrors the 32 bits (bit 0 <-> bit 31). Exact.

uint rb(uint x) { return reversebits(x); }
// run: rb uint:0
// expect: uint:0
// run: rb uint:1
// expect: uint:2147483648
// run: rb uint:2147483648
// expect: uint:1
// run: rb uint:4294967295
// expect: uint:4294967295
// run: rb uint:305419896
// expect: uint:510274632
// run: rb uint:65535
// expect: uint:4294901760
// run: rb uint:6
// expect: uint:1610612736

uint rbi(int x) { return reversebits(x); }
// run: rbi int:-2147483648
// expect: uint:1
// run: rbi int:-2
// expect: uint:2147483647

uint2 rbv(uint2 x) { return reversebits(reversebits(x)); }
// run: rbv uint2:123456789,4000000000
// expect: uint2:123456789,4000000000
