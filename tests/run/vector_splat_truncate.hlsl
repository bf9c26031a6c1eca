// A scalar splats to every component; a longer vector converts to a shorter one
// by dropping the trailing components (DXC warns); vector constructors flatten.

float4 splat(float x) { float4 v = x; return v; }
float2 trunc2(float4 v) { float2 r = (float2)v; return r; }
float4 ctor(float2 a, float b) { return float4(a, b, a.x); }
int3 ints(float3 f) { return (int3)f; }
float3 arith(float3 v) { return v * 2 + 1; }
// run: splat float:-0.0
// expect: float4:-0.0,-0.0,-0.0,-0.0
// run: trunc2 float4:1,2,3,4
// expect: float2:1.0,2.0
// run: ctor float2:1,2 float:3
// expect: float4:1.0,2.0,3.0,1.0
// run: ints float3:1.9,-1.9,nan
// expect: int3:1,-1,0
// run: arith float3:0,1,-1
// expect: float3:1.0,3.0,-1.0
