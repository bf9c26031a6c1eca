// ldexp(x, e) = x * exp2(e) (DXC's expansion; e is a float and may be fractional).
// Integral e gives exact powers of two, down to the denormals: ldexp(1, -149) is
// 2^-149. Overflow gives inf, even for ldexp(0.5, 128) (exp2(128) is inf first); ldexp(inf, -1000) is inf * 0 = NaN under this expansion
// (C's ldexp gives inf). Fractional e: 2 ULPs (README.md).

float le(float x, float e) { return ldexp(x, e); }
// run: le float:1 float:-149
// expect: float:1e-45
// run: le float:1 float:128
// expect: float:inf
// run: le float:0.5 float:128
// expect: float:inf
// run: le float:0.5 float:127
// expect: float:8.507059e37
// run: le float:-0.0 float:3
// expect: float:-0.0
// run: le float:3 float:4
// expect: float:48.0
// run: le float:-1.5 float:-2
// expect: float:-0.375
// run: le float:1 float:-150.5
// expect: float:0.0
// run: le float:1e-45 float:149
// expect: float:inf
// run: le float:inf float:-1000
// expect: float:nan
// run: le float:0 float:inf
// expect: float:nan
// run: le float:nan float:1
// expect: float:nan
// run: le float:1 float:-inf
// expect: float:0.0
// ulps: 2
// run: le float:3 float:2.5
// expect: float:16.970562
// run: le float:1 float:-0.5
// expect: float:0.70710677

float3 lv(float3 x, float3 e) { return ldexp(x, e); }
// run: lv float3:1,2,3 float3:1,2,3
// expect: float3:2.0,8.0,24.0
