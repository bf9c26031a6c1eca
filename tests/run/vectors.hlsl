// Vectors: arithmetic, constructors, swizzles (read and write), intrinsics.

float3 scale(float3 v, float s) { return v * s; }
// run: scale float3:1,2,3 float:2
// expect: float3:2.0,4.0,6.0

float4 reverse(float4 v) { return v.wzyx; }
// run: reverse float4:1,2,3,4
// expect: float4:4.0,3.0,2.0,1.0

float2 build(float a) {
    float3 v = float3(a, a + 1, a + 2);
    return v.xz;
}
// run: build float:1
// expect: float2:1.0,3.0

float4 assign_swizzle(float4 v) {
    v.xy = v.zw;
    v.w = 0;
    return v;
}
// run: assign_swizzle float4:1,2,3,4
// expect: float4:3.0,4.0,3.0,0.0

float4 widen(float2 a) { return float4(a, a.yx); }
// run: widen float2:1,2
// expect: float4:1.0,2.0,2.0,1.0

float dot3(float3 a, float3 b) { return dot(a, b); }
// run: dot3 float3:1,2,3 float3:4,5,6
// expect: float:32.0

int3 smaller(int3 a, int3 b) { return min(a, b); }
// run: smaller int3:1,5,3 int3:4,2,6
// expect: int3:1,2,3

bool3 less(int3 a, int3 b) { return a < b; }
// run: less int3:1,5,3 int3:4,2,6
// expect: bool3:true,false,true

float splat(float x) {
    float3 v = x;
    return v.x + v.y + v.z;
}
// run: splat float:2
// expect: float:6.0

float hypotenuse() { return length(float2(3, 4)); }
// run: hypotenuse
// expect: float:5.0

uint2 halves(uint2 v) { v /= 2; return v; }
// run: halves uint2:9,4
// expect: uint2:4,2
