// -fvk-use-dx-layout: FXC's rules, cbuffers and tbuffers with HLSL's
// 16-byte packing (a member never straddles a register; arrays and
// structs start one; an array's last element and a struct take only what
// they hold), structured buffers tight. Worked out by hand; compare
// layout_relaxed.hlsl.
// flags: -T cs_6_0 -E main -fvk-use-dx-layout
struct S {          // cbuffer size 24; structured: align 4, size 24
    float a;        // 0
    float3 b;       // 4
    float2 c;       // 16
};

cbuffer C : register(b0) {
    float x;                    // 0
    float3 v;                   // 4
    float arr[2];               // 16: stride 16, size 20
    float y;                    // 36, in arr's last register
    S s;                        // 48, size 24
    float z;                    // 72
    row_major float2x3 m;       // 80: 2 registers of 3 (size 28)
    column_major float2x3 n;    // 112: 3 registers of 2 (size 40)
    float w;                    // 152; the buffer's size is 160
};

// A tbuffer is packed as a cbuffer.
tbuffer T : register(t5) {
    float ta[2];                // 0: stride 16, size 20
    float tb;                   // 20
};

// $Globals is a cbuffer: register(cN) members sit at 16 * N, the others
// follow the furthest one (ga's size is 20, so gy is at 36).
float ga[2] : register(c1);     // 16
float gx : register(c0);        // 0
float2 gy;                      // 36

StructuredBuffer<S> sb : register(t1);          // stride 24
StructuredBuffer<float3> sb3 : register(t2);    // stride 12
RWStructuredBuffer<float> o : register(u3);

[numthreads(1, 1, 1)]
void main() {
    o[0] = x + v.x + arr[1] + y + s.c.y + z + m[1][2] + n[1][2] + w + ta[1] + tb
        + ga[1] + gx + gy.y + sb[0].c.x + sb3[0].z;
}
