// dot over 2- and 4-component float and int vectors; the int form wraps. Exact.

float d2(float2 a, float2 b) { return dot(a, b); }
int d4(int4 a, int4 b) { return dot(a, b); }
// run: d2 float2:0.5,-0.25 float2:4,8
// expect: float:0.0
// run: d4 int4:2147483647,1,0,0 int4:1,1,0,0
// expect: int:-2147483648
