// Compound assignments on scalars, vectors (with a scalar right side)
// and matrices, and bit operations on integers.
// expected-no-diagnostics

float4 f(float4 v, float2x2 m, int i, uint u) {
    v += 1;
    v -= v;
    v *= 2.5;
    v /= float4(1, 2, 3, 4);
    m *= 3;
    m += m;
    i %= 3;
    i <<= 2;
    u |= 8;
    u &= ~1u;
    u ^= 3;
    u >>= 1;
    return v + m[0].xyxy + i + u;
}
