// countbits, reversebits and firstbitlow on uint vectors. Exact.

uint4 cb(uint4 v) { return countbits(v) + reversebits(v) * 0 + firstbitlow(v) * 100; }
// run: cb uint4:0,1,0x80000000,6
// expect: uint4:4294967196,1,3101,102
