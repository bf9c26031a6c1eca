// Negating an unsigned value wraps modulo 2^32.
uint neg(uint x) { return -x; }
uint2 neg2(uint2 v) { return -v; }

// run: neg uint:1
// expect: uint:4294967295
// run: neg uint:0
// expect: uint:0
// run: neg2 uint2:2,4294967295
// expect: uint2:4294967294,1
