// Interlocked* on a groupshared variable in a `run` call (one lane): the
// original value comes back, the operation is applied with 32-bit wrap-around;
// signed min/max compare as int on an int destination.

groupshared uint gu;
groupshared int gi;
uint2 addu(uint start, uint v) { gu = start; uint o; InterlockedAdd(gu, v, o); return uint2(o, gu); }
// run: addu uint:4294967295 uint:2
// expect: uint2:4294967295,1

int2 mini(int start, int v) { gi = start; int o; InterlockedMin(gi, v, o); return int2(o, gi); }
int2 maxi(int start, int v) { gi = start; int o; InterlockedMax(gi, v, o); return int2(o, gi); }
// run: mini int:5 int:-2147483648
// expect: int2:5,-2147483648
// run: maxi int:-1 int:-2
// expect: int2:-1,-1

uint4 bitsu(uint start) { gu = start; uint a, b, c; InterlockedAnd(gu, 0xff, a); InterlockedOr(gu, 0x100, b); InterlockedXor(gu, 0x1ff, c); return uint4(a, b, c, gu); }
// run: bitsu uint:0x1234
// expect: uint4:4660,52,308,203

uint2 cmpx(uint start, uint cmp) { gu = start; uint o; InterlockedCompareExchange(gu, cmp, 9, o); return uint2(o, gu); }
// run: cmpx uint:3 uint:3
// expect: uint2:3,9
// run: cmpx uint:3 uint:4
// expect: uint2:3,3

uint2 xchg(uint start) { gu = start; uint o; InterlockedExchange(gu, 77, o); return uint2(o, gu); }
// run: xchg uint:1
// expect: uint2:1,77

uint cstore(uint start) { gu = start; InterlockedCompareStore(gu, 1, 5); return gu; }
// run: cstore uint:1
// expect: uint:5
// run: cstore uint:2
// expect: uint:2

uint noout(uint start) { gu = start; InterlockedAdd(gu, 10); GroupMemoryBarrierWithGroupSync(); return gu; }
// run: noout uint:1
// expect: uint:11
