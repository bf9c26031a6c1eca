// saturate on vectors and on the results of arithmetic (overflow to inf then 1).

float3 sv(float3 a, float3 b) { return saturate(a * b); }
// run: sv float3:1e20,-1e20,0 float3:1e20,1e20,inf
// expect: float3:1.0,0.0,0.0
