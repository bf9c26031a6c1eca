// flags: -T cs_6_4 -E main --enable-16bit-types
// isnormal, the 16-bit bit casts and the packed dot products (Shader
// Model 6.4), on scalars, vectors and matrices where DXC allows them.
// expected-no-diagnostics

RWStructuredBuffer<uint> o;

[numthreads(1, 1, 1)]
void main() {
    float4 v = float4(1, 0, 2, 3);
    bool4 n = isnormal(v);
    bool2x2 nm = isnormal(float2x2(v));
    half2 h = half2(1, 2);
    uint16_t2 bits = asuint16(h);
    int16_t2 ibits = asint16(bits);
    half2 back = asfloat16(ibits);
    float d = dot2add(h, back, 1.0);
    uint u = dot4add_u8packed(o[0], o[1], 3u);
    int i = dot4add_i8packed(o[0], o[1], -3);
    o[2] = u + i + (uint)d + (n.x ? 1 : 0);
}
