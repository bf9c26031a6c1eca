// faceforward(n, i, ng) = dot(ng, i) < 0 ? n : -n. A zero or NaN dot is not
// below 0, so it gives -n (negating zeros gives -0). Exact.

float3 ff(float3 n, float3 i, float3 ng) { return faceforward(n, i, ng); }
// run: ff float3:1,2,3 float3:0,-1,0 float3:0,1,0
// expect: float3:1.0,2.0,3.0
// run: ff float3:1,2,3 float3:0,1,0 float3:0,1,0
// expect: float3:-1.0,-2.0,-3.0
// run: ff float3:1,0,0 float3:1,0,0 float3:0,1,0
// expect: float3:-1.0,-0.0,-0.0
// run: ff float3:1,2,3 float3:nan,0,0 float3:1,0,0
// expect: float3:-1.0,-2.0,-3.0
// run: ff float3:1,-2,0 float3:-1,0,0 float3:1,0,0
// expect: float3:1.0,-2.0,0.0

float2 ff2(float2 n, float2 i, float2 ng) { return faceforward(n, i, ng); }
// run: ff2 float2:0.5,0.5 float2:1e-30,0 float2:-1e-30,0
// expect: float2:-0.5,-0.5
// 1e-30 * -1e-30 underflows to -0, which is not below 0: -n.
