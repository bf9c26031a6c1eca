// Matrix elements by _mRC (zero-based) and _RC (one-based) swizzles and
// by row index.
// expected-no-diagnostics

float4 f(float3x3 m) {
    float a = m._m00 + m._m22;
    float b = m._11 + m._33;
    float2 c = m._m01_m10;
    float3 row = m[1];
    m._m12 = 4;
    m[2] = row;
    return float4(row, a + b + c.x + m[2][1]);
}
