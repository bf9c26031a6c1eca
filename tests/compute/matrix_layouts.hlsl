// Non-square matrices in memory in both orientations: a cbuffer with a
// row_major and a column_major float3x4 and a float4x2 under
// `#pragma pack_matrix(row_major)`; a structured buffer of structs with
// row_major and column_major float2x3 fields; structured buffers of bare
// float2x4 elements, column_major and (by the pragma) row_major, written
// back whole and by element. Each
// thread reads rows, elements and products. Expected values: the same
// reads done in Python on the memory layout (integers).
cbuffer Mats : register(b0) {
    row_major float3x4 rm;      // 0: three rows in three registers
    column_major float3x4 cm;   // 48: four columns of three, one register each
};

#pragma pack_matrix(row_major)
cbuffer Packed : register(b1) {
    float4x2 pm;                // row_major by the pragma: four rows of two
    float tail;                 // 56, in the last row's register
};
RWStructuredBuffer<float2x4> outr : register(u4);   // row_major by the pragma
#pragma pack_matrix(column_major)

struct Pose {
    row_major float2x3 r;       // 0: rows of three
    float2x3 c;                 // 24: column_major, columns of two
    float w;                    // 48
};

StructuredBuffer<Pose> poses : register(t2);
RWStructuredBuffer<float2x4> outc : register(u3);
RWStructuredBuffer<float4> o : register(u5);

[numthreads(3, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint i = id.x;
    o[i * 4 + 0] = rm[i] + cm[i];
    o[i * 4 + 1] = float4(rm[i][i + 1], cm[i][i + 1], pm[i + 1][i & 1], tail);
    float3 v = float3(1, 2, 3) + (float)i;
    float4 a = mul(v, rm) - mul(v, cm);
    o[i * 4 + 2] = a;
    Pose p = poses[i];
    float2 b = mul(p.r, v) + mul(p.c, v);
    float2 c = mul(float4(1, 0, -1, (float)i), pm);
    o[i * 4 + 3] = float4(b, c * p.w);
    float2x4 m = mul(p.r, (float3x4)rm) + mul(p.c, (float3x4)cm);
    outc[i] = m;
    outr[i] = m * 2;
    outr[i][1].w = (float)i;
}
