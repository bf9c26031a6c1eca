// lerp(a, b, t) = a + (b - a) * t (DXC's expansion), each step rounded: exact.
// t outside [0, 1] extrapolates; a NaN t or an infinite b - a propagates.

float lp(float a, float b, float t) { return lerp(a, b, t); }
// run: lp float:0 float:10 float:0.25
// expect: float:2.5
// run: lp float:2 float:4 float:1.5
// expect: float:5.0
// run: lp float:2 float:4 float:-1
// expect: float:0.0
// run: lp float:1 float:3 float:0.1
// expect: float:1.2
// run: lp float:0.1 float:0.7 float:0.3
// expect: float:0.28
// run: lp float:1e+30 float:-1e+30 float:0.5
// expect: float:0.0
// run: lp float:-3.4e+38 float:3.4e+38 float:0.5
// expect: float:inf
// run: lp float:1 float:2 float:nan
// expect: float:nan
// run: lp float:0 float:inf float:0
// expect: float:nan
// run: lp float:5 float:5 float:inf
// expect: float:nan

float3 lv(float3 a, float3 b, float t) { return lerp(a, b, t); }
// run: lv float3:0,1,2 float3:4,5,6 float:0.5
// expect: float3:2.0,3.0,4.0

double ld(double a, double b, double t) { return lerp(a, b, t); }
// run: ld double:0.1 double:0.2 double:0.5
// expect: double:0.15000000000000002
