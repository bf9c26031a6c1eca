// reflect(i, n) = i - 2 * dot(n, i) * n (n unit length for a mirror image).
// Computed in double and rounded once in the interpreter, so 1 ULP against
// a float evaluation.

float3 rf(float3 i, float3 n) { return reflect(i, n); }
// run: rf float3:1,-1,0 float3:0,1,0
// expect: float3:1.0,1.0,0.0
// run: rf float3:0,0,-1 float3:0,0,1
// expect: float3:0.0,0.0,1.0
// run: rf float3:1,2,3 float3:0,0,0
// expect: float3:1.0,2.0,3.0
// run: rf float3:1,0,0 float3:0,1,0
// expect: float3:1.0,0.0,0.0
// dot(n, i) = 0 * inf + ... is NaN, so every component is NaN.
// run: rf float3:inf,0,0 float3:0,1,0
// expect: float3:nan,nan,nan
// ulps: 1
// run: rf float3:0.3,-0.7,0.2 float3:0.7071067690849304,0.7071067690849304,0
// expect: float3:0.7,-0.3,0.2

float2 rf2(float2 i, float2 n) { return reflect(i, n); }
// run: rf2 float2:2,-3 float2:0,1
// expect: float2:2.0,3.0
