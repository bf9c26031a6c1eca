// log2 and log10 on vectors with edge components. 2 ULPs.
// ulps: 2

float4 l2(float4 v) { return log2(v); }
float4 l10(float4 v) { return log10(v); }
// run: l2 float4:0,-1,inf,1024
// expect: float4:-inf,nan,inf,10.0
// run: l10 float4:-0.0,nan,1e-45,1e10
// expect: float4:-inf,nan,-44.85347,10.0
