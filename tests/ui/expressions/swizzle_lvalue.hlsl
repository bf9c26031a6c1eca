// A swizzle without repeated components is assignable, in any order.
// expected-no-diagnostics

float4 f(float4 v, float2 w) {
    v.xy = w;
    v.wz = w;
    v.x = 1;
    v.rgb += 2;
    v.yx *= w;
    v.zw++;
    return v;
}
