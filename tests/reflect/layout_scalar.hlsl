// -fvk-use-scalar-layout: every buffer with the scalar layout (everything
// aligned like its scalar, arrays and matrices tight, a struct's size
// rounded up to its alignment). Worked out by hand; compare
// layout_relaxed.hlsl.
// flags: -T cs_6_0 -E main -fvk-use-scalar-layout
struct S {          // align 4, size 24
    float a;        // 0
    float3 b;       // 4
    float2 c;       // 16
};

cbuffer C : register(b0) {
    float x;                    // 0
    float3 v;                   // 4
    float arr[2];               // 16: stride 4, size 8
    float y;                    // 24
    S s;                        // 28, size 24
    float z;                    // 52
    row_major float2x3 m;       // 56: rows 12 apart (size 24)
    column_major float2x3 n;    // 80: columns 8 apart (size 24)
    float w;                    // 104; the buffer's size is 112
};

// ta's stride is 4.
tbuffer T : register(t5) {
    float ta[2];                // 0
    float tb;                   // 8
};

// $Globals is a cbuffer: register(cN) members sit at 16 * N, the others
// follow the furthest one (ga's size is 8, so gy is at 24).
float ga[2] : register(c1);     // 16
float gx : register(c0);        // 0
float2 gy;                      // 24

StructuredBuffer<S> sb : register(t1);          // stride 24
StructuredBuffer<float3> sb3 : register(t2);    // stride 12
RWStructuredBuffer<float> o : register(u3);

[numthreads(1, 1, 1)]
void main() {
    o[0] = x + v.x + arr[1] + y + s.c.y + z + m[1][2] + n[1][2] + w + ta[1] + tb
        + ga[1] + gx + gy.y + sb[0].c.x + sb3[0].z;
}
