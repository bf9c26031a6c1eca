// Matrix operators are component-wise (* is not mul); indexing m[r] gives a row,
// m[r][c] and m._mRC a component; a scalar splats.

float2x2 cw(float2 a, float2 b) { float2x2 m = float2x2(a, b); return m * m; }
float2 row(float2 a, float2 b, int r) { float2x2 m = float2x2(a, b); return m[r]; }
float comp(float2 a, float2 b) { float2x2 m = float2x2(a, b); return m[1][0] * 10 + m._m01; }
float2x2 sp(float s) { float2x2 m = s; return m + 1; }
float2x2 wr(float2 a) { float2x2 m = 0; m[1] = a; m._m00 = -1; return m; }
// run: cw float2:1,2 float2:3,4
// expect: float2x2:{{1.0, 4.0}, {9.0, 16.0}}
// run: row float2:1,2 float2:3,4 int:1
// expect: float2:3.0,4.0
// run: comp float2:1,2 float2:3,4
// expect: float:32.0
// run: sp float:2
// expect: float2x2:{{3.0, 3.0}, {3.0, 3.0}}
// run: wr float2:5,6
// expect: float2x2:{{-1.0, 0.0}, {5.0, 6.0}}
