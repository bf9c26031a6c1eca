// step(edge, x) = x >= edge ? 1 : 0, a float of the arguments' shape. Any NaN makes
// the comparison false: 0. step(0, -0) is 1 (-0 >= 0). Exact.

float st(float e, float x) { return step(e, x); }
// run: st float:0 float:1
// expect: float:1.0
// run: st float:1 float:0
// expect: float:0.0
// run: st float:1 float:1
// expect: float:1.0
// run: st float:0 float:-0.0
// expect: float:1.0
// run: st float:nan float:1
// expect: float:0.0
// run: st float:1 float:nan
// expect: float:0.0
// run: st float:-inf float:-inf
// expect: float:1.0
// run: st float:inf float:3.4028235e+38
// expect: float:0.0
// run: st float:1e-45 float:0
// expect: float:0.0

float4 sv(float4 e, float4 x) { return step(e, x); }
// run: sv float4:0,1,2,3 float4:3,2,1,0
// expect: float4:1.0,1.0,0.0,0.0

float3 ss(float3 x) { return step(0.5, x); }
// run: ss float3:0.25,0.5,0.75
// expect: float3:0.0,1.0,1.0
