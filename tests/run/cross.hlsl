// cross(a, b) = (a.y*b.z - a.z*b.y, a.z*b.x - a.x*b.z, a.x*b.y - a.y*b.x), each
// product and difference rounded: exact. Parallel vectors give zeros.

float3 cr(float3 a, float3 b) { return cross(a, b); }
// run: cr float3:1,0,0 float3:0,1,0
// expect: float3:0.0,0.0,1.0
// run: cr float3:0,1,0 float3:1,0,0
// expect: float3:0.0,0.0,-1.0
// run: cr float3:1,2,3 float3:4,5,6
// expect: float3:-3.0,6.0,-3.0
// run: cr float3:2,4,6 float3:1,2,3
// expect: float3:0.0,0.0,0.0
// run: cr float3:0.1,0.2,0.3 float3:3,-1,2
// expect: float3:0.70000005,0.70000005,-0.70000005
// run: cr float3:inf,0,0 float3:0,1,0
// expect: float3:0.0,nan,inf
