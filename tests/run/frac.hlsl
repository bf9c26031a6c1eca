// frac(x) = x - floor(x) (D3D's frc, GLSL's fract), in [0, 1] but not always
// below 1: frac(-1e-8) rounds to 1.0. frac(-0) = +0; frac of an infinity is NaN. Exact.

float fr(float x) { return frac(x); }
// run: fr float:1.25
// expect: float:0.25
// run: fr float:-1.25
// expect: float:0.75
// run: fr float:-0.0
// expect: float:0.0
// run: fr float:0.0
// expect: float:0.0
// run: fr float:3
// expect: float:0.0
// run: fr float:-3
// expect: float:0.0
// run: fr float:-1e-8
// expect: float:1.0
// run: fr float:1e-45
// expect: float:1e-45
// run: fr float:-1e-45
// expect: float:1.0
// run: fr float:16777216.0
// expect: float:0.0
// run: fr float:0.99999994
// expect: float:0.99999994
// run: fr float:inf
// expect: float:nan
// run: fr float:-inf
// expect: float:nan
// run: fr float:nan
// expect: float:nan

float3 frv(float3 x) { return frac(x); }
// run: frv float3:5.5,-5.5,0.125
// expect: float3:0.5,0.5,0.125
