// flags: -T ps_6_0 -E main
// Every intrinsic DXC declares over any shape (`T<>`) takes matrices and
// acts element by element: float, int, uint and bool matrices, 1xN and
// Nx1 ones, with scalars splatted.
// expected-no-diagnostics

float4 main(float4 p : SV_Position) : SV_Target {
    float2x3 a = float2x3(p.xyz, p.zyx);
    float2x3 b = a * 2;
    float1x1 one = p.x;
    float3x1 col = float3x1(p.xyz);
    int2x2 i = int2x2(1, -2, 3, -4);
    uint2x2 u = uint2x2(1, 2, 3, 4);
    float2x3 r = abs(a) + min(a, b) + max(a, 0) + mad(a, b, 1) + saturate(a)
        + clamp(a, 0, 1) + trunc(a) + tan(a) + tanh(a) + step(a, b) + floor(a)
        + ceil(a) + frac(a) + exp(a) + exp2(a) + log(a) + log2(a) + log10(a)
        + pow(a, b) + sqrt(a) + rsqrt(a) + sin(a) + cos(a) + asin(a) + acos(a)
        + atan(a) + atan2(a, b) + sinh(a) + cosh(a) + lerp(a, b, 0.5)
        + smoothstep(a, b, 0.5) + round(a) + rcp(a) + fmod(a, b) + ldexp(a, b)
        + radians(a) + degrees(a) + ddx(a) + ddy(a) + fwidth(a) + ddx_fine(a)
        + asfloat(asuint(a)) + asfloat(asint(a)) + select(true, a, b);
    float1x1 o = abs(one) + sqrt(one) + pow(one, one);
    float3x1 c = lerp(col, col, col) + max(col, 1);
    int2x2 si = sign(i) + sign(u) + abs(i) + max(i, 0) + mad(i, i, i);
    uint2x2 su = countbits(u) + reversebits(u) + firstbithigh(u) + firstbitlow(u)
        + min(u, 3u) + clamp(u, 1u, 2u) + f32tof16(float2x2(a._m00_m01_m10_m11));
    bool2x3 flags = or(isnan(a), isinf(a));
    bool2x3 fin = isfinite(a);
    bool2x2 both = and(u > 1, i < 0);
    float2x2 h = f16tof32(u);
    clip(a);
    float2x3 s, co, ip, e;
    sincos(a, s, co);
    float2x3 f = modf(a, ip) + frexp(a, e);
    float2x2 w = WaveActiveSum(h) + WaveReadLaneFirst(h) + WaveReadLaneAt(h, 0)
        + QuadReadAcrossX(h);
    bool2x2 eq = WaveActiveAllEqual(h);
    return float4(r[0], o._m00) + c._m00 + h[0].x + w[0].x + s[0].x;
}
