// log, log2, log10: log(0) = log(-0) = -inf, log of a negative number or NaN is NaN,
// log(inf) = inf, log(1) = +0. log2 of a power of two is exact, the denormal 2^-149
// included. Tolerance 2 ULPs (README.md).

float3 lg(float x) { return float3(log(x), log2(x), log10(x)); }
// run: lg float:0.0
// expect: float3:-inf,-inf,-inf
// run: lg float:-0.0
// expect: float3:-inf,-inf,-inf
// run: lg float:-1
// expect: float3:nan,nan,nan
// run: lg float:nan
// expect: float3:nan,nan,nan
// run: lg float:-inf
// expect: float3:nan,nan,nan
// run: lg float:inf
// expect: float3:inf,inf,inf
// run: lg float:1
// expect: float3:0.0,0.0,0.0

float l2(float x) { return log2(x); }
// run: l2 float:8
// expect: float:3.0
// run: l2 float:0.125
// expect: float:-3.0
// run: l2 float:1e-45
// expect: float:-149.0
// run: l2 float:1.1754944e-38
// expect: float:-126.0
// ulps: 2
// run: l2 float:3.4028235e38
// expect: float:128.0
// ulps: 0
// ulps: 2
// run: lg float:2
// expect: float3:0.6931472,1.0,0.30103
// run: lg float:10
// expect: float3:2.3025851,3.321928,1.0
// run: lg float:0.5
// expect: float3:-0.6931472,-1.0,-0.30103
// run: lg float:1e-6
// expect: float3:-13.815511,-19.931568,-6.0
// run: lg float:12345.678
// expect: float3:9.4210615,13.591719,4.091515
// run: lg float:1e30
// expect: float3:69.07755,99.657845,30.0

float4 lv(float4 x) { return log10(x); }
// run: lv float4:1,10,100,1000
// expect: float4:0.0,1.0,2.0,3.0
