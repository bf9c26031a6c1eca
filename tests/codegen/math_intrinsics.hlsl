// The math, bit and conversion intrinsics beyond the basics: each lowers
// to naga math (or a short expansion: rcp, log10, ldexp, sign, the
// isnan family on bits, dst, lit, D3DCOLORtoUBYTE4, f32tof16/f16tof32
// through pack2x16float, frexp, modf, sincos, msad4 from shifts and masks).
// compile: -T cs_6_0 -E main
RWStructuredBuffer<float4> o : register(u0);
RWStructuredBuffer<uint4> u : register(u1);

[numthreads(1, 1, 1)]
void main() {
    float4 v = o[0];
    float3 n = normalize(v.xyz);
    o[1] = float4(asin(v.x), acos(v.y), atan(v.z), atan2(v.x, v.w));
    o[2] = float4(sinh(v.x), cosh(v.y), tanh(v.z), log10(v.w));
    o[3] = float4(rcp(v.x), smoothstep(0.0, 1.0, v.y), ldexp(v.z, 3.0), sign(v.w));
    o[4] = float4(reflect(v.xyz, n), 0.0);
    o[5] = float4(refract(v.xyz, n, 0.5), 0.0);
    o[6] = float4(faceforward(n, v.xyz, n), 1.0);
    o[7] = dst(v, v.wzyx) + lit(v.x, v.y, v.z);
    float s, c;
    sincos(v.x, s, c);
    float whole;
    float fracpart = modf(v.y, whole);
    float e;
    float m = frexp(v.z, e);
    o[8] = float4(s, c, fracpart + whole, m * e);
    u[0] = uint4(isnan(v.x), isinf(v.y), isfinite(v.z), sign(int(v.w)) + 1);
    u[1] = uint4(f32tof16(v.xy), f16tof32(u[2].x), D3DCOLORtoUBYTE4(v).x);
    u[3] = f32tof16(v);
    o[9] = f16tof32(u[4]);
    u[5] = msad4(u[6].x, u[6].yz, u[7]);
}
