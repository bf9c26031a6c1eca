// Math, bit and conversion intrinsics on inputs whose results are exact
// (or within the float tolerance) on any device: the interpreter and
// Vulkan must agree.
RWStructuredBuffer<float4> f : register(u0);
RWStructuredBuffer<uint4> u : register(u1);

[numthreads(1, 1, 1)]
void main() {
    float4 v = f[0]; // (2, -2.75, 8, 0.25)
    float s, c;
    sincos(0.0, s, c);
    float whole;
    float part = modf(v.y, whole);
    float e;
    float m = frexp(v.z, e);
    f[1] = float4(rcp(v.x), smoothstep(0.0, 4.0, v.x), ldexp(v.w, 3.0), sign(v.y));
    f[2] = float4(s, c, part, whole);
    f[3] = float4(m, e, atan2(0.0, v.x), sqrt(v.z * v.x));
    f[4] = dst(v, v.wzyx) + lit(v.w, v.x, 2.0);
    f[5] = float4(reflect(float3(1, -1, 0), float3(0, 1, 0)), f16tof32(u[0].x));
    u[1] = uint4(f32tof16(v.xw), isnan(asfloat(u[0].y)) && !isnan(asfloat(u[0].z)),
        isinf(asfloat(u[0].z)) && !isinf(asfloat(u[0].y)) && isfinite(v.x) && !isfinite(asfloat(u[0].z)));
    u[2] = msad4(0x01020304u, uint2(0x05060708u, 0x090a0b0cu), uint4(0, 1, 2, 100));
    u[3] = uint4(asuint(sign(int4(-5, 0, 7, -1))));
    u[4] = uint4(D3DCOLORtoUBYTE4(float4(1, 0.5, 0, 0.25)));
}
