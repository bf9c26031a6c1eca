// rsqrt(x) = 1 / sqrt(x): rsqrt(0) = inf, rsqrt(-0) = -inf, rsqrt(inf) = 0,
// negative gives NaN. Tolerance 1 ULP (README.md; GPUs allow 2).

float rs(float x) { return rsqrt(x); }
// run: rs float:0.0
// expect: float:inf
// run: rs float:-0.0
// expect: float:-inf
// run: rs float:inf
// expect: float:0.0
// run: rs float:-4
// expect: float:nan
// run: rs float:nan
// expect: float:nan
// ulps: 1
// run: rs float:4
// expect: float:0.5
// run: rs float:2
// expect: float:0.70710677
// run: rs float:0.01
// expect: float:10.0
// run: rs float:1e-45
// expect: float:2.6713738e22
// run: rs float:1e30
// expect: float:1e-15

float4 rsv(float4 x) { return rsqrt(x); }
// run: rsv float4:1,16,0.25,100
// expect: float4:1.0,0.25,2.0,0.1
