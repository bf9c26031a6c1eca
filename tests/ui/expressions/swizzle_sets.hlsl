// xyzw and rgba name the same components; one swizzle uses one set.
// expected-no-diagnostics

float4 f(float4 v) {
    float4 a = v.rgba;
    float4 b = v.wzyx;
    float3 c = v.bgr;
    float2 d = v.xw;
    return a + b + float4(c, d.y);
}
