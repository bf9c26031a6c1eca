// dst(a, b) = (1, a.y * b.y, a.z, b.w); lit(l, h, m) = (1, max(l, 0),
// l < 0 || h < 0 ? 0 : pow(h, m), 1). Exact except lit's pow (2 ULPs).

float4 ds(float4 a, float4 b) { return dst(a, b); }
// run: ds float4:9,2,3,9 float4:9,5,9,7
// expect: float4:1.0,10.0,3.0,7.0
// run: ds float4:0,inf,nan,0 float4:0,0,0,-0.0
// expect: float4:1.0,nan,nan,-0.0

float4 lt(float l, float h, float m) { return lit(l, h, m); }
// run: lt float:-0.5 float:2 float:3
// expect: float4:1.0,0.0,0.0,1.0
// run: lt float:0.5 float:-2 float:3
// expect: float4:1.0,0.5,0.0,1.0
// run: lt float:0.5 float:2 float:3
// expect: float4:1.0,0.5,8.0,1.0
// run: lt float:0 float:0.5 float:1
// expect: float4:1.0,0.0,0.5,1.0
// ulps: 2
// run: lt float:1 float:0.8 float:20
// expect: float4:1.0,1.0,0.011529218,1.0
