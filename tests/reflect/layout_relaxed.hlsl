// dxc -spirv's default layout rules, hlslc's default: std140 for cbuffers
// and std430 for tbuffers and structured buffers, both with DXC's relaxed
// rule (a vector aligns like its scalar unless it would straddle 16
// bytes). Worked out by hand (AlignmentSizeCalculator's rules); the same
// declarations under the other rules are layout_{gl,scalar,dx}.hlsl.
// flags: -T cs_6_0 -E main
struct S {          // align 16 (b's std140 alignment), size 32
    float a;        // 0
    float3 b;       // 4 (relaxed: aligned like float, no straddle)
    float2 c;       // 16
};

cbuffer C : register(b0) {
    float x;                    // 0
    float3 v;                   // 4
    float arr[2];               // 16: stride 16, size 32
    float y;                    // 48 (20 under FXC's packing)
    S s;                        // 64: structs start on 16, size 32
    float z;                    // 96
    row_major float2x3 m;       // 112: 2 rows, 16 apart (size 32)
    column_major float2x3 n;    // 144: 3 columns, 16 apart (size 48)
    float w;                    // 192; the buffer's size is 208
};

// std430 (relaxed): ta's stride is 4.
tbuffer T : register(t5) {
    float ta[2];                // 0
    float tb;                   // 8
};

// $Globals is a cbuffer: register(cN) members sit at 16 * N, the others
// follow the furthest one (ga's std140 size is 32, so gy is at 48).
float ga[2] : register(c1);     // 16
float gx : register(c0);        // 0
float2 gy;                      // 48

StructuredBuffer<S> sb : register(t1);          // stride 32
StructuredBuffer<float3> sb3 : register(t2);    // stride 16
RWStructuredBuffer<float> o : register(u3);

[numthreads(1, 1, 1)]
void main() {
    o[0] = x + v.x + arr[1] + y + s.c.y + z + m[1][2] + n[1][2] + w + ta[1] + tb
        + ga[1] + gx + gy.y + sb[0].c.x + sb3[0].z;
}
