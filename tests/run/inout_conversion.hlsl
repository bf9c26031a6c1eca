// An inout argument of another type converts in and back out: passing a float3 to
// an inout int3 truncates its components even when the callee writes nothing
// (hlsl-function-calls.rst, "Trunc").

void keep(inout int3 v) { }
float3 trunc_it(float3 f) { keep(f); return f; }
void dbl(inout int x) { x *= 2; }
float via(float f) { dbl(f); return f; }
// run: trunc_it float3:1.5,2.6,-3.3
// expect: float3:1.0,2.0,-3.0
// run: via float:2.75
// expect: float:4.0
