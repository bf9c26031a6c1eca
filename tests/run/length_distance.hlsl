// length(v) = sqrt(dot(v, v)) and distance(a, b) = length(a - b), as DXC expands
// them (no scaling): a component above ~1.8e19 overflows to inf, and one below ~1e-19
// underflows to 0. Exact given dot; sqrt is correctly rounded.

float ln(float3 v) { return length(v); }
// run: ln float3:3,4,0
// expect: float:5.0
// run: ln float3:1,1,1
// expect: float:1.7320508
// run: ln float3:-0.0,0,0
// expect: float:0.0
// run: ln float3:1e20,0,0
// expect: float:inf
// run: ln float3:1e-30,0,0
// expect: float:0.0
// run: ln float3:inf,nan,0
// expect: float:nan
// run: ln float3:-inf,0,0
// expect: float:inf

float l1(float x) { return length(x); }
// run: l1 float:-2
// expect: float:2.0

float ds(float2 a, float2 b) { return distance(a, b); }
// run: ds float2:1,1 float2:4,5
// expect: float:5.0
// run: ds float2:0.1,0 float2:0.3,0
// expect: float:0.20000002
// run: ds float2:inf,0 float2:inf,0
// expect: float:nan
