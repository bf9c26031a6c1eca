// Uniform globals with no register: the implicit $Globals constant buffer,
// packed like a cbuffer in declaration order (a float3 at offset 4, an
// array of floats one per row with a float in the last row, a row_major
// float2x2). static, static const and groupshared globals declared between
// them take no space in it. Expected values: the kernel re-done in Python.
float scale;                // 0
float3 offset;              // 4
static const float kHalf = 0.5;
int2 grid;                  // 16
float2 shift;               // 24
static uint calls = 0;
uint count;                 // 32
float4 colors[2];           // 48, 64
groupshared float scratch[4];
float weights[3];           // 80, 96, 112
float last;                 // 116
row_major float2x2 rot;     // 128, 144

RWStructuredBuffer<float4> o : register(u1);

float weighted(uint k) {
    calls++;
    return weights[k % 3] * scale;
}

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint i = id.x;
    scratch[i] = weighted(i) + weighted(i + 1);
    GroupMemoryBarrierWithGroupSync();
    float2 cell = float2(int2(i % grid.x, i / grid.x)) + shift;
    o[i * 3] = float4(offset * kHalf, scratch[(i + 1) % 4]);
    o[i * 3 + 1] = colors[i & 1] * (i < count ? 1.0 : -1.0);
    o[i * 3 + 2] = float4(mul(rot, cell), last, (float)calls);
}
