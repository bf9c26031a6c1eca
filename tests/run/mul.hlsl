// mul: a vector on the left is a row (mul(v, M) = v^T M), on the right a column
// (mul(M, v) = M v); matrix * matrix is the matrix product. Sums in k order, each step
// rounded: exact here. Integer matrices wrap.

float2 mv(float2 r0, float2 r1, float2 v) { return mul(float2x2(r0, r1), v); }
float2 vm(float2 r0, float2 r1, float2 v) { return mul(v, float2x2(r0, r1)); }
// run: mv float2:1,2 float2:3,4 float2:5,6
// expect: float2:17.0,39.0
// run: vm float2:1,2 float2:3,4 float2:5,6
// expect: float2:23.0,34.0

float3 mv23(float3 r0, float3 r1, float2 v) { return mul(v, float2x3(r0, r1)); }
// run: mv23 float3:1,2,3 float3:4,5,6 float2:1,-1
// expect: float3:-3.0,-3.0,-3.0

float2x2 mm(float2 a, float2 b, float2 c, float2 d) { return mul(float2x2(a, b), float2x2(c, d)); }
// run: mm float2:1,2 float2:3,4 float2:5,6 float2:7,8
// expect: float2x2:{{19.0, 22.0}, {43.0, 50.0}}
// run: mm float2:1,0 float2:0,1 float2:inf,0 float2:0,1
// expect: float2x2:{{inf, 0.0}, {nan, 1.0}}

int2 mi(int2 r0, int2 r1, int2 v) { return mul(int2x2(r0, r1), v); }
// run: mi int2:65536,0 int2:1,1 int2:65536,7
// expect: int2:0,65543

float ms(float a, float b) { return mul(a, b); }
float3 msv(float s, float3 v) { return mul(s, v); }
float vv(float3 a, float3 b) { return mul(a, b); }
// run: ms float:3 float:-0.5
// expect: float:-1.5
// run: msv float:2 float3:1,2,3
// expect: float3:2.0,4.0,6.0
// run: vv float3:1,2,3 float3:4,5,6
// expect: float:32.0
