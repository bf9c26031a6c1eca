// pow on vectors: per-component exponents. 2 ULPs.
// ulps: 2

float3 pv(float3 x, float3 y) { return pow(x, y); }
// run: pv float3:2,3,4 float3:3,2,0.5
// expect: float3:8.0,9.0,2.0
// run: pv float3:0,inf,1 float3:3,-1,nan
// expect: float3:0.0,0.0,1.0
