// sincos(x, out s, out c) writes sin(x) and cos(x), x evaluated once. Same edge
// values and tolerance (2 ULPs) as sin and cos.

float2 sc(float x) { float s, c; sincos(x, s, c); return float2(s, c); }
// run: sc float:-0.0
// expect: float2:-0.0,1.0
// run: sc float:inf
// expect: float2:nan,nan
// run: sc float:nan
// expect: float2:nan,nan
// ulps: 2
// run: sc float:1
// expect: float2:0.84147096,0.5403023
// run: sc float:-3
// expect: float2:-0.14112,-0.9899925
// run: sc float:0.25
// expect: float2:0.24740396,0.9689124
// run: sc float:50
// expect: float2:-0.26237485,0.964966
// ulps: 0

static int evaluations;
float next() { evaluations += 1; return 0.0; }
int once() { float s, c; sincos(next(), s, c); return evaluations * 10 + (int)c; }
// run: once
// expect: int:11

float3 scv(float3 x, out float3 s) { float3 c; sincos(x, s, c); return c; }
// run: scv float3:0,0,-0.0 float3:0,0,0
// expect: float3:1.0,1.0,1.0
