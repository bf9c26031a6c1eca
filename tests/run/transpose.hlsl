// transpose swaps rows and columns: R x C becomes C x R. Exact bit moves (-0, NaN kept).

float3x2 tp(float2x3 m) { return transpose(m); }
float3x2 tpr(float3 a, float3 b) { return transpose(float2x3(a, b)); }
// run: tpr float3:1,2,3 float3:4,5,6
// expect: float3x2:{{1.0, 4.0}, {2.0, 5.0}, {3.0, 6.0}}
// run: tpr float3:-0.0,nan,inf float3:0,1,2
// expect: float3x2:{{-0.0, 0.0}, {nan, 1.0}, {inf, 2.0}}

int2x2 tpi(int2 a, int2 b) { return transpose(int2x2(a, b)); }
// run: tpi int2:1,-2147483648 int2:3,4
// expect: int2x2:{{1, 3}, {-2147483648, 4}}

bool twice(float4 a, float4 b, float4 c, float4 d) { float4x4 m = float4x4(a, b, c, d); float4x4 t = transpose(transpose(m)); return all(t[0] == m[0]) && all(t[1] == m[1]) && all(t[2] == m[2]) && all(t[3] == m[3]) && t[0][1] == m._m01; }
// run: twice float4:1,2,3,4 float4:5,6,7,8 float4:9,10,11,12 float4:13,14,15,16
// expect: bool:true
