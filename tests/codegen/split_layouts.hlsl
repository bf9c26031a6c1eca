// compile: -T cs_6_0 -E main -fvk-use-dx-layout
// Layouts naga cannot express are kept as 32-bit words and values are
// rebuilt on access (docs/design.md, "Memory and bindings"): cbuffers
// become arrays of vec4<u32> registers, structured buffers arrays of u32.
// P16 (stride 16) stays typed.
struct L {
    float3 p;
    float q;
    float2 r;
};

cbuffer Params : register(b0) {
    float a;                // 0
    float2 b;               // 4
    float c;                // 12
    float x[2];             // 16, 32
    float y;                // 36
    float2x2 cm;            // 48
    row_major float2x2 rm;  // 80
};

cbuffer Packed : register(b1) {
    L l;                    // 0
    float u;                // 24, in l's padding
};

struct P12 {
    float3 p;
};

struct P16 {
    float3 p;
    float w;
};

StructuredBuffer<float3> pos : register(t2);
RWStructuredBuffer<float3> vel : register(u3);
RWStructuredBuffer<P12> p12 : register(u4);
RWStructuredBuffer<P16> p16 : register(u5);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint i = id.x;
    float2 v = mul(b, cm) + mul(rm, float2(a, c));
    vel[i] = pos[i] * x[i & 1] + y;
    vel[i].z = v.x + l.r.y;
    p12[i].p = p16[i].p * u;
}
