// Structured buffers whose D3D stride naga cannot express: float3 and
// struct { float3 } elements 12 bytes apart, a float3 at offset 8 of a
// 24-byte struct, column_major float3x3 elements of 36 bytes. They are
// lowered as arrays of u32 words; elements are rebuilt on access. The
// struct { float3 p; float w; } buffer (stride 16) stays typed.
struct P12 {
    float3 p;
};

struct P16 {
    float3 p;
    float w;
};

struct Mixed {
    float2 a;   // 0
    float3 b;   // 8
    uint c;     // 20
};

StructuredBuffer<float3> pos : register(t0);
RWStructuredBuffer<float3> vel : register(u1);
StructuredBuffer<P12> p12 : register(t2);
RWStructuredBuffer<P16> p16 : register(u3);
RWStructuredBuffer<Mixed> mixed : register(u4);
RWStructuredBuffer<float> o : register(u5);
StructuredBuffer<float3x3> mats : register(t6);

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint i = id.x;
    float3 p = pos[i];
    vel[i] = vel[i] + p * 2;
    vel[i].yz += float2(1, 2);
    vel[i].x = -vel[i].x;

    P16 q = p16[i];
    q.p = p12[i].p + q.w;
    q.w = dot(p12[i].p, p);
    p16[i] = q;

    Mixed m = mixed[i];
    m.b.zx = m.a;
    m.c = m.c * 2 + i;
    mixed[i] = m;
    mixed[i].a.y = 100 + i;

    uint n, stride;
    pos.GetDimensions(n, stride);
    o[i * 5] = (float)n;
    o[i * 5 + 1] = (float)stride;
    float3x3 M = mats[i % 2];
    o[i * 5 + 2] = mul(float3(1, 2, 3), M).y;
    o[i * 5 + 3] = pos[i + 2].x;    // zero past the end
    o[i * 5 + 4] = mats[i % 2][2][i % 3];
}
