// exp and exp2: exp(-inf) = 0, exp(inf) = inf, NaN stays NaN, overflow gives inf;
// exp2 of an integer is exact, down to the denormals (2^-149 is kept, 2^-151 is 0).
// Tolerance 2 ULPs (README.md).

float ex(float x) { return exp(x); }
// run: ex float:0
// expect: float:1.0
// run: ex float:-inf
// expect: float:0.0
// run: ex float:inf
// expect: float:inf
// run: ex float:nan
// expect: float:nan
// run: ex float:89
// expect: float:inf
// run: ex float:-104
// expect: float:0.0
// ulps: 2
// run: ex float:1
// expect: float:2.7182817
// run: ex float:-1
// expect: float:0.36787945
// run: ex float:0.5
// expect: float:1.6487212
// run: ex float:10
// expect: float:22026.465
// run: ex float:-10
// expect: float:4.539993e-5
// run: ex float:88.5
// expect: float:2.723088e38
// run: ex float:-87
// expect: float:1.6458115e-38
// ulps: 0

float e2(float x) { return exp2(x); }
// run: e2 float:0
// expect: float:1.0
// run: e2 float:10
// expect: float:1024.0
// run: e2 float:-1
// expect: float:0.5
// run: e2 float:-126
// expect: float:1.1754944e-38
// run: e2 float:-149
// expect: float:1e-45
// run: e2 float:-151
// expect: float:0.0
// run: e2 float:128
// expect: float:inf
// run: e2 float:127
// expect: float:1.7014118e38
// run: e2 float:-inf
// expect: float:0.0
// run: e2 float:inf
// expect: float:inf
// run: e2 float:-0.0
// expect: float:1.0
// ulps: 2
// run: e2 float:0.5
// expect: float:1.4142135
// run: e2 float:-0.5
// expect: float:0.70710677
// run: e2 float:3.3
// expect: float:9.849155
// run: e2 float:-20.7
// expect: float:5.8705507e-7

float3 exv(float3 x) { return exp(x) + exp2(x); }
// run: exv float3:0,1,2
// expect: float3:2.0,4.7182817,11.389056
