// sign returns an int of the argument's shape: -1, 0 or 1. sign(-0.0) and sign(NaN)
// are 0 (DXC computes (x > 0) - (x < 0), both comparisons false); sign(INT_MIN) is -1.

int sf(float x) { return sign(x); }
// run: sf float:-0.0
// expect: int:0
// run: sf float:0.0
// expect: int:0
// run: sf float:nan
// expect: int:0
// run: sf float:-inf
// expect: int:-1
// run: sf float:inf
// expect: int:1
// run: sf float:1e-45
// expect: int:1
// run: sf float:-1e-45
// expect: int:-1
// run: sf float:-2.5
// expect: int:-1

int si(int x) { return sign(x); }
// run: si int:-2147483648
// expect: int:-1
// run: si int:2147483647
// expect: int:1
// run: si int:0
// expect: int:0

int su(uint x) { return sign(x); }
// run: su uint:4294967295
// expect: int:1
// run: su uint:0
// expect: int:0

int3 sv(float3 x) { return sign(x); }
// run: sv float3:-3,0,3
// expect: int3:-1,0,1

int sd(double x) { return sign(x); }
// run: sd double:-1e-310
// expect: int:-1
