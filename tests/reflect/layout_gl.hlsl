// -fvk-use-gl-layout: strict std140 for cbuffers, std430 for tbuffers and
// structured buffers (vectors aligned to 2 or 4 components). Worked out by
// hand; compare layout_relaxed.hlsl.
// flags: -T cs_6_0 -E main -fvk-use-gl-layout
struct S {          // std140: align 16, size 48; std430: align 16, size 48
    float a;        // 0
    float3 b;       // 16
    float2 c;       // 32
};

cbuffer C : register(b0) {
    float x;                    // 0
    float3 v;                   // 16
    float arr[2];               // 32: stride 16, size 32
    float y;                    // 64
    S s;                        // 80, size 48
    float z;                    // 128
    row_major float2x3 m;       // 144: 2 rows, 16 apart (size 32)
    column_major float2x3 n;    // 176: 3 columns, 16 apart (size 48)
    float w;                    // 224; the buffer's size is 240
};

// std430: ta's stride is 4.
tbuffer T : register(t5) {
    float ta[2];                // 0
    float tb;                   // 8
};

// $Globals is a cbuffer: register(cN) members sit at 16 * N, the others
// follow the furthest one (ga's std140 size is 32, so gy is at 48).
float ga[2] : register(c1);     // 16
float gx : register(c0);        // 0
float2 gy;                      // 48

StructuredBuffer<S> sb : register(t1);          // stride 48
StructuredBuffer<float3> sb3 : register(t2);    // stride 16
RWStructuredBuffer<float> o : register(u3);

[numthreads(1, 1, 1)]
void main() {
    o[0] = x + v.x + arr[1] + y + s.c.y + z + m[1][2] + n[1][2] + w + ta[1] + tb
        + ga[1] + gx + gy.y + sb[0].c.x + sb3[0].z;
}
