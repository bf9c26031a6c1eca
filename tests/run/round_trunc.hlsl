// round rounds half to even (DXIL Round_ne, SPIR-V RoundEven): 0.5 -> 0,
// 1.5 -> 2, 2.5 -> 2, -2.5 -> -2; trunc rounds toward zero. Both keep -0 and
// infinities. Exact.

float rnd(float x) { return round(x); }
// run: rnd float:0.5
// expect: float:0.0
// run: rnd float:1.5
// expect: float:2.0
// run: rnd float:2.5
// expect: float:2.0
// run: rnd float:-2.5
// expect: float:-2.0
// run: rnd float:-0.5
// expect: float:-0.0
// run: rnd float:-0.4
// expect: float:-0.0
// run: rnd float:3.5
// expect: float:4.0
// run: rnd float:0.49999997
// expect: float:0.0
// run: rnd float:8388609
// expect: float:8388609.0
// run: rnd float:-inf
// expect: float:-inf
// run: rnd float:2.5000002
// expect: float:3.0
// run: rnd float:nan
// expect: float:nan

float tr(float x) { return trunc(x); }
// run: tr float:2.7
// expect: float:2.0
// run: tr float:-2.7
// expect: float:-2.0
// run: tr float:-0.7
// expect: float:-0.0
// run: tr float:0.7
// expect: float:0.0
// run: tr float:inf
// expect: float:inf
// run: tr float:-1e-45
// expect: float:-0.0
// run: tr float:16777215
// expect: float:16777215.0

float4 rv(float4 x) { return round(x); }
// run: rv float4:-1.5,-3.5,4.5,5.5
// expect: float4:-2.0,-4.0,4.0,6.0
