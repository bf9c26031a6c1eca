// A column_major float4x3 takes 3 registers (its columns) of 4 floats:
// 48 bytes; a row_major one 4 registers (its rows) of 3: 60 bytes. A
// matrix never straddles a row. Default is column_major.
// flags: -T cs_6_0 -E main -fvk-use-dx-layout
cbuffer Params : register(b0) {
    float4x3 m;             // 0, size 48
    float after_m;          // 48
    row_major float4x3 r;   // 52 would straddle: 64, size 60
    float after_r;          // 124
    column_major float2x2 c; // 128, size 24
    row_major float2x2 rr;  // 152 would straddle: 160, size 24
};
RWStructuredBuffer<float> Out : register(u0);
[numthreads(1, 1, 1)]
void main() { Out[0] = m[0][0] + after_m + r[1][2] + after_r + c[1][1] + rr[0][1]; }
