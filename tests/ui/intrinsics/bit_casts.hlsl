// expected-no-diagnostics
// asfloat/asuint/asint reinterpret 32-bit scalars and vectors, keeping the
// shape; asuint splits a double and asdouble joins two uints.
float4 use(uint u, int i, float f, uint3 uv, float2 fv, double d) {
    float a = asfloat(u) + asfloat(i) + asfloat(f);
    float3 b = asfloat(uv);
    uint c = asuint(f) + asuint(i) + asuint(u);
    uint2 cv = asuint(fv);
    int e = asint(f) + asint(u);
    int2 ev = asint(fv);
    uint lo, hi;
    asuint(d, lo, hi);
    double back = asdouble(lo, hi);
    return float4(a + b.x, c + cv.y, e + ev.x, (float)back);
}
