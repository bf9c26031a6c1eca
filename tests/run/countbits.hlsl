// countbits: the number of set bits of the 32-bit pattern, as a uint. Exact.

uint cb(uint x) { return countbits(x); }
// run: cb uint:0
// expect: uint:0
// run: cb uint:1
// expect: uint:1
// run: cb uint:4294967295
// expect: uint:32
// run: cb uint:2147483648
// expect: uint:1
// run: cb uint:1431655765
// expect: uint:16
// run: cb uint:305419896
// expect: uint:13

uint cbi(int x) { return countbits(x); }
// run: cbi int:-1
// expect: uint:32
// run: cbi int:-2147483648
// expect: uint:1
// run: cbi int:-2
// expect: uint:31

uint4 cbv(uint4 x) { return countbits(x); }
// run: cbv uint4:3,7,15,255
// expect: uint4:2,3,4,8
