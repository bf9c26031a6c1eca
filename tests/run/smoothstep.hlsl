// smoothstep(lo, hi, x): t = saturate((x - lo) / (hi - lo)), then t * t * (3 - 2t).
// Below lo 0, above hi 1; lo == hi gives 0 at x == lo (0 / 0 saturates to 0) and 1
// above; reversed edges mirror it. Tolerance 4 ULPs (README.md).

float sm(float lo, float hi, float x) { return smoothstep(lo, hi, x); }
// run: sm float:0 float:1 float:-1
// expect: float:0.0
// run: sm float:0 float:1 float:2
// expect: float:1.0
// run: sm float:0 float:1 float:0.5
// expect: float:0.5
// run: sm float:0 float:4 float:1
// expect: float:0.15625
// run: sm float:1 float:1 float:1
// expect: float:0.0
// run: sm float:1 float:1 float:2
// expect: float:1.0
// run: sm float:1 float:1 float:0
// expect: float:0.0
// run: sm float:1 float:0 float:0.25
// expect: float:0.84375
// run: sm float:0 float:1 float:inf
// expect: float:1.0
// run: sm float:0 float:1 float:-inf
// expect: float:0.0
// ulps: 4
// run: sm float:-1 float:1 float:0.3
// expect: float:0.7182499
// run: sm float:2 float:10 float:3.7
// expect: float:0.11627735
// ulps: 0
// run: sm float:0 float:1 float:nan
// expect: float:0.0

float4 smv(float4 x) { return smoothstep(0.0, 2.0, x); }
// run: smv float4:0,0.5,1,1.5
// expect: float4:0.0,0.15625,0.5,0.84375
