// cbuffer_packing.hlsl again, its cbuffer given by member name ([[cbuffer]]
// in the TOML, packed by hlslc's own encoder): the same expected values.
struct Light {
    float3 dir;     // +0
    float power;    // +12
    float2 range;   // +16
    uint kind;      // +24
};

cbuffer Frame : register(b0) {
    float3 eye;              // 0
    float exposure;          // 12
    float2 jitter;           // 16
    uint2 size;              // 24
    float4 tint;             // 32
    float2 offsets[3];       // 48, 64, 80
    float after_offsets;     // 88
    Light lights[2];         // 96, 128
    int bias;                // 156
    bool enabled;            // 160
    float3 up;               // 164
    row_major float3x2 proj; // 176, 192, 208
    float z;                 // 216
};

RWStructuredBuffer<float> o : register(u1);

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint i = id.x;
    uint at = i * 12;
    Light l = lights[i & 1];
    o[at + 0] = dot(eye, float3(1, 10, 100)) + exposure;
    o[at + 1] = jitter.x * 4 + jitter.y + (float)(size.x * size.y);
    o[at + 2] = dot(tint, float4(1, 2, 3, 4));
    o[at + 3] = offsets[i % 3].x * 10 + offsets[i % 3].y;
    o[at + 4] = after_offsets + (float)i;
    o[at + 5] = dot(l.dir, float3(1, 2, 4)) * l.power;
    o[at + 6] = l.range.y - l.range.x + (float)lights[(i + 1) & 1].kind;
    o[at + 7] = (float)(bias * (int)i);
    o[at + 8] = enabled ? up.x + up.y * up.z : -1.0;
    float2 p = mul(float3(1, 2, 3), proj);
    o[at + 9] = p.x * 100 + p.y;
    o[at + 10] = proj[i % 3][i & 1];
    o[at + 11] = z * (float)(i + 1);
}
