// Swizzles read any components in any order (repeats too), xyzw and rgba alike,
// and write to distinct components.

float4 rd(float4 v) { return v.wzyx; }
float3 rep(float4 v) { return v.xxy; }
float4 rgba(float4 v) { return v.bgra; }
float4 wr(float4 v) { v.zx = float2(9, 8); return v; }
float2 chain(float4 v) { return v.zyx.yx; }
float sc(float s) { return s.x + s.xx.y; }
// run: rd float4:1,2,3,4
// expect: float4:4.0,3.0,2.0,1.0
// run: rep float4:1,2,3,4
// expect: float3:1.0,1.0,2.0
// run: rgba float4:1,2,3,4
// expect: float4:3.0,2.0,1.0,4.0
// run: wr float4:1,2,3,4
// expect: float4:8.0,2.0,9.0,4.0
// run: chain float4:1,2,3,4
// expect: float2:2.0,3.0
// run: sc float:1.5
// expect: float:3.0
