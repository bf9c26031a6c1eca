// cbuffer members HLSL places where naga cannot (a float2 at offset 4, a
// scalar in the last row of an array, float2x2 matrices whose rows or
// columns take separate registers, members packed into the padding after
// a struct): lowered as vec4<u32> registers and rebuilt on access.
cbuffer P : register(b0) {
    float a;        // 0
    float2 b;       // 4
    float c;        // 12
    float x[2];     // 16, 32
    float y;        // 36
    float2x2 cm;    // 48 (columns at 48 and 64)
    row_major float2x2 rm; // 80 (rows at 80 and 96)
};

struct L {
    float3 p;
    float q;
    float2 r;
};

cbuffer Q : register(b1) {
    L l;        // 0 .. 24
    float u;    // 24, in the padding after l
    int2 k;     // 32
    uint w;     // 40
    bool f;     // 44
};

RWStructuredBuffer<float> o : register(u2);

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint i = id.x;
    uint at = i * 16;
    o[at + 0] = a;
    o[at + 1] = b.x * 10 + b.y;
    o[at + 2] = c;
    o[at + 3] = x[i];                       // zero for i >= 2
    o[at + 4] = x[(int)i - 1];              // zero for i == 0 and i == 3
    o[at + 5] = y;
    float2x2 m = cm;
    o[at + 6] = m[i & 1][i >> 1];
    o[at + 7] = mul(float2(1, 2), cm).x + mul(cm, float2(1, 2)).y * 100;
    o[at + 8] = rm[i & 1][i >> 1];
    o[at + 9] = mul(float2(1, 2), rm).y + mul(rm, float2(1, 2)).x * 100;
    o[at + 10] = determinant(cm) + determinant(rm) * 100;
    o[at + 11] = l.p.z + l.q * 10 + l.r.y * 100;
    o[at + 12] = u;
    o[at + 13] = (float)(k.x * k.y);
    o[at + 14] = (float)(w + i);
    o[at + 15] = f ? rm._m11 : -1.0;
}
