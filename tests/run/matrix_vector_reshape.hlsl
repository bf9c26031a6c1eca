// Vectors and matrices with as many components convert into each other by
// rows; a 1x1 matrix is its one component; a matrix truncates to its
// top-left part; a literal fills a bit-field struct (low bits kept).

float4 rows(float a) { float2x2 m = float2x2(a, 2, 3, 4); float4 v = m; return v; }
float4 from_ints(int4 i) { float2x2 m = i; return float4(m._11, m._12, m._21, m._22); }
float corner(float k) { float3x3 m = float3x3(1, 2, 3, 4, 5, k, 7, 8, 9); float2x2 s = (float2x2)m; return s._22 * 10 + (float)m; }
float4 ctor(float x) { float2x2 m = float2x2(x, x + 1, x + 2, x + 3); return float4(m); }
float head(float4 v) { float4x1 column = v; float2 h = (float2)column; return h.x * 10 + h.y; }
struct Flags { uint low : 4; uint high : 8; float weight; };
uint bits(uint unused) { Flags f = (Flags)19; return f.low * 1000 + f.high + (uint)f.weight; }
// run: rows float:1
// expect: float4:1.0,2.0,3.0,4.0
// run: from_ints int4:5,6,7,8
// expect: float4:5.0,6.0,7.0,8.0
// run: corner float:6
// expect: float:51.0
// run: ctor float:1
// expect: float4:1.0,2.0,3.0,4.0
// run: head float4:1,2,3,4
// expect: float:12.0
// run: bits uint:0
// expect: uint:3038
