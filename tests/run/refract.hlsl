// refract(i, n, eta): k = 1 - eta^2 (1 - dot(n, i)^2); k < 0 (total internal
// reflection) gives a zero vector, else eta * i - (eta * dot(n, i) + sqrt(k)) * n.
// eta = 1 passes i through. 1 ULP (computed in double, rounded once).

float3 rr(float3 i, float3 n, float eta) { return refract(i, n, eta); }
// run: rr float3:0,-1,0 float3:0,1,0 float:1
// expect: float3:0.0,-1.0,0.0
// run: rr float3:0.6,-0.8,0 float3:0,1,0 float:1
// expect: float3:0.6,-0.8,0.0
// run: rr float3:0.8,-0.6,0 float3:0,1,0 float:2
// expect: float3:0.0,0.0,0.0
// ulps: 1
// run: rr float3:0.6,-0.8,0 float3:0,1,0 float:0.75
// expect: float3:0.45000002,-0.89302856,0.0
// run: rr float3:0.6,-0.8,0 float3:0,1,0 float:1.25
// expect: float3:0.75,-0.66143787,0.0
// run: rr float3:0,0,-1 float3:0,0,1 float:0.5
// expect: float3:0.0,0.0,-1.0

float2 rr2(float2 i, float2 n, float eta) { return refract(i, n, eta); }
// run: rr2 float2:0.6,-0.8 float2:0,1 float:0.5
// expect: float2:0.3,-0.9539392
