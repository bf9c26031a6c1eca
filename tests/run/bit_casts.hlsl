// asuint, asint, asfloat reinterpret the 32 bits unchanged: -0.0 is 0x80000000,
// infinities and NaN keep their patterns (a signalling NaN payload included), a
// denormal pattern stays a denormal.

uint au(float x) { return asuint(x); }
// run: au float:-0.0
// expect: uint:2147483648
// run: au float:1
// expect: uint:1065353216
// run: au float:-1
// expect: uint:3212836864
// run: au float:inf
// expect: uint:2139095040
// run: au float:-inf
// expect: uint:4286578688
// run: au float:1e-45
// expect: uint:1
// run: au float:3.4028235e38
// expect: uint:2139095039
// run: au float:1.1754942e-38
// expect: uint:8388607
// run: au float:nan
// expect: uint:2143289344

int ai(float x) { return asint(x); }
// run: ai float:-0.0
// expect: int:-2147483648
// run: ai float:-1
// expect: int:-1082130432

float af(uint x) { return asfloat(x); }
// run: af uint:2139095040
// expect: float:inf
// run: af uint:4286578688
// expect: float:-inf
// run: af uint:1
// expect: float:1e-45
// run: af uint:2147483648
// expect: float:-0.0
// run: af uint:1065353216
// expect: float:1.0
// run: af uint:8388607
// expect: float:1.1754942e-38
// run: af uint:2139095039
// expect: float:3.4028235e38
// run: af uint:0x7fc00000
// expect: float:nan
// run: af uint:0xffffffff
// expect: float:nan

uint roundtrip(uint x) { return asuint(asfloat(x)); }
// run: roundtrip uint:0x7f800001
// expect: uint:2139095041
// run: roundtrip uint:0xffc00123
// expect: uint:4290773283
// run: roundtrip uint:1
// expect: uint:1

uint ui(int x) { return asuint(x); }
int iu(uint x) { return asint(x); }
float fi(int x) { return asfloat(x); }
// run: ui int:-1
// expect: uint:4294967295
// run: iu uint:2147483648
// expect: int:-2147483648
// run: fi int:-2147483648
// expect: float:-0.0

uint4 auv(float4 v) { return asuint(v); }
// run: auv float4:2,0.5,-2,0
// expect: uint4:1073741824,1056964608,3221225472,0
