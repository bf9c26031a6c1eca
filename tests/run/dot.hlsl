// dot(a, b): the sum of products, in order (((a.x*b.x) + a.y*b.y) + ...), each step
// rounded: exact. 0 * inf gives NaN; integer dot wraps.

float d3(float3 a, float3 b) { return dot(a, b); }
// run: d3 float3:1,2,3 float3:4,5,6
// expect: float:32.0
// run: d3 float3:1e20,1,-1e20 float3:1,1,1
// expect: float:0.0
// run: d3 float3:0,1,1 float3:inf,1,1
// expect: float:nan
// run: d3 float3:1e20,0,0 float3:1e20,0,0
// expect: float:inf
// run: d3 float3:-0.0,-0.0,-0.0 float3:1,1,1
// expect: float:0.0

float d4(float4 a, float4 b) { return dot(a, b); }
// run: d4 float4:0.1,0.2,0.3,0.4 float4:1,1,1,1
// expect: float:1.0

int di(int2 a, int2 b) { return dot(a, b); }
// run: di int2:65536,1 int2:32768,-1
// expect: int:2147483647

uint du(uint3 a, uint3 b) { return dot(a, b); }
// run: du uint3:4294967295,1,1 uint3:1,1,0
// expect: uint:0

float d1(float a, float b) { return dot(a, b); }
// run: d1 float:3 float:-2
// expect: float:-6.0
