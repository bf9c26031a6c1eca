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

// Sizes that disagree truncate to the smaller one (DXC and FXC warn:
// 'implicit truncation of vector type'): the leading rows or columns of
// the matrix, or the leading components of the vector.
float3 vt(float2 v, float3 r0, float3 r1, float3 r2) { return mul(v, float3x3(r0, r1, r2)); }
float3 mt(float3 r0, float3 r1, float3 r2, float2 v) { return mul(float3x3(r0, r1, r2), v); }
float2 vlong(float3 v, float2 r0, float2 r1) { return mul(v, float2x2(r0, r1)); }
float dshort(float2 a, float3 b) { return mul(a, b); }
// run: vt float2:1,2 float3:1,2,3 float3:4,5,6 float3:100,100,100
// expect: float3:9.0,12.0,15.0
// run: mt float3:1,2,100 float3:3,4,100 float3:5,6,100 float2:1,1
// expect: float3:3.0,7.0,11.0
// run: vlong float3:1,1,100 float2:1,2 float2:3,4
// expect: float2:4.0,6.0
// run: dshort float2:1,2 float3:3,4,100
// expect: float:11.0

float2x2 mmt(float3 a, float3 b) { return mul(float2x3(a, b), float3x2(1, 2, 3, 4, 5, 6)); }
float2x3 mmk(float3 a, float3 b) { return mul(float2x3(a, b), float2x3(a, b)); }
// run: mmt float3:1,0,0 float3:0,1,0
// expect: float2x2:{{1.0, 2.0}, {3.0, 4.0}}
// run: mmk float3:1,2,3 float3:4,5,6
// expect: float2x3:{{9.0, 12.0, 15.0}, {24.0, 33.0, 42.0}}
