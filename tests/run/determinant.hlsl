// determinant of a square matrix: 1x1 to 4x4. Integer-valued entries give exact
// results; a singular matrix gives 0; swapping two rows flips the sign.

float d2(float2 a, float2 b) { return determinant(float2x2(a, b)); }
// run: d2 float2:1,2 float2:3,4
// expect: float:-2.0
// run: d2 float2:3,4 float2:1,2
// expect: float:2.0
// run: d2 float2:2,4 float2:1,2
// expect: float:0.0
// run: d2 float2:0.5,0.25 float2:4,8
// expect: float:3.0

float d3(float3 a, float3 b, float3 c) { return determinant(float3x3(a, b, c)); }
// run: d3 float3:1,2,3 float3:0,1,4 float3:5,6,0
// expect: float:1.0
// run: d3 float3:2,0,1 float3:1,3,2 float3:1,1,1
// expect: float:0.0
// run: d3 float3:2,0,0 float3:0,3,0 float3:0,0,4
// expect: float:24.0

float d4(float4 a, float4 b, float4 c, float4 d) { return determinant(float4x4(a, b, c, d)); }
// run: d4 float4:1,0,0,0 float4:0,1,0,0 float4:0,0,1,0 float4:0,0,0,1
// expect: float:1.0
// run: d4 float4:1,2,3,4 float4:5,6,7,8 float4:2,6,4,8 float4:3,1,1,2
// expect: float:72.0
// run: d4 float4:0,1,0,0 float4:1,0,0,0 float4:0,0,1,0 float4:0,0,0,-1
// expect: float:1.0

float d1(float x) { float1x1 m = x; return determinant(m); }
// run: d1 float:-2.5
// expect: float:-2.5
