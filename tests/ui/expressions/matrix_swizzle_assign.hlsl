// Assigning to several elements of a matrix at once: `m._m00_m11 = v`
// (zero-based) or `m._11_22 = v` (one-based), compound forms too; the
// assignment's value is the vector assigned.
// expected-no-diagnostics

float4 f(float3x3 m, float2 v, float1x3 row, float3x1 col) {
    m._m00_m11 = v;
    m._12_21_33 += float3(1, 2, 3);
    m._m22_m20 *= 2;
    float2 back = (m._m01_m10 = v.yx);
    row._m00_m02 = v;
    col._11_31 = v;
    return float4(back, m._m00 + row._m02, col._m20);
}
