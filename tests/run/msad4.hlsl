// msad4(ref, src, accum): for each byte offset k, the sum of |ref byte - src byte|
// over the 8-byte window src.y:src.x shifted right by k bytes, skipping reference bytes
// that are 0 (masked), added to accum[k] with wrap-around. Exact.

uint4 ms(uint r, uint2 s, uint4 a) { return msad4(r, s, a); }
// run: ms uint:16909060 uint2:84281096,151653132 uint4:0,0,0,0
// expect: uint4:16,20,24,28
// run: ms uint:0 uint2:4294967295,4294967295 uint4:1,2,3,4
// expect: uint4:1,2,3,4
// run: ms uint:4278255360 uint2:16711935,305419896 uint4:0,0,0,0
// expect: uint4:510,135,424,338
// run: ms uint:2155905152 uint2:0,4294967295 uint4:4294967295,0,0,0
// expect: uint4:511,511,510,509
// run: ms uint:65281 uint2:3735928559,19088743 uint4:10,20,30,40
// expect: uint4:313,291,235,413
