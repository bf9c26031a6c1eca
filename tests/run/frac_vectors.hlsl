// frac on a vector of negative values and signed zeros. Exact.

float4 fr(float4 v) { return frac(v); }
// run: fr float4:-0.25,-0.0,2.5,-2.5
// expect: float4:0.75,0.0,0.5,0.5
