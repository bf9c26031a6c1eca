// fmod(x, y) has the sign of x, like C's fmod: fmod(-7.5, 2) = -1.5, fmod(-4, 2) = -0.
// DXC expands it as frac(abs(x / y)) * y with x / y's sign, which rounds x / y first;
// the interpreter computes the exact remainder. The runs here pick values where both
// agree (an exact quotient). y = 0 or an infinite x gives NaN in both. Exact.

float fm(float x, float y) { return fmod(x, y); }
// run: fm float:7.5 float:2
// expect: float:1.5
// run: fm float:-7.5 float:2
// expect: float:-1.5
// run: fm float:7.5 float:-2
// expect: float:1.5
// run: fm float:-4 float:2
// expect: float:-0.0
// run: fm float:4 float:2
// expect: float:0.0
// run: fm float:-0.0 float:3
// expect: float:-0.0
// run: fm float:5.25 float:0.5
// expect: float:0.25
// run: fm float:1 float:0
// expect: float:nan
// run: fm float:inf float:1
// expect: float:nan
// run: fm float:-inf float:2
// expect: float:nan
// run: fm float:nan float:1
// expect: float:nan
// run: fm float:0 float:0
// expect: float:nan

float4 fmv(float4 x) { return fmod(x, 3.0); }
// run: fmv float4:10,-10,3,-1.5
// expect: float4:1.0,-1.0,0.0,-1.5
