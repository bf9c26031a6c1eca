// lerp with a vector t: each component its own weight. Exact.

float3 lv(float3 a, float3 b, float3 t) { return lerp(a, b, t); }
// run: lv float3:0,0,0 float3:10,10,10 float3:0,0.5,2
// expect: float3:0.0,5.0,20.0
// run: lv float3:1,1,1 float3:2,2,2 float3:-1,0.25,1
// expect: float3:0.0,1.25,2.0
