// `#pragma pack_matrix(row_major)` changes the default orientation.
// flags: -T cs_6_0 -E main -fvk-use-dx-layout
#pragma pack_matrix(row_major)
cbuffer Params : register(b0) {
    float3x4 a;                 // row_major: 3 rows of 4 = 48
    column_major float3x4 b;    // 4 columns of 3: 16*3+12 = 60 at 48
    float c;                    // 108
};
RWStructuredBuffer<float> Out : register(u0);
[numthreads(1, 1, 1)]
void main() { Out[0] = a[0][0] + b[2][3] + c; }
