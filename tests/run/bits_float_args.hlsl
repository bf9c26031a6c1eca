// A float argument of a bit operation is converted to int first (DXC's
// any_int), so firstbithigh of a negative float searches like a negative int.

uint high(float x) { return firstbithigh(x); }
uint count(float x) { return countbits(x); }
// run: high float:-1.5
// expect: uint:4294967295
// run: high float:300.7
// expect: uint:8
// run: count float:7.9
// expect: uint:3
