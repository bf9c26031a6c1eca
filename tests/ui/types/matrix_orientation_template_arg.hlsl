// flags: -T cs_6_0 -E main
// A structured buffer's matrix element may name its orientation in the
// template argument; it overrides #pragma pack_matrix.
// expected-no-diagnostics

#pragma pack_matrix(column_major)
StructuredBuffer<row_major float3x3> rows;
RWStructuredBuffer<column_major float2x3> columns;
RWStructuredBuffer<float3> o;

[numthreads(1, 1, 1)]
void main() {
    float3x3 m = rows[0];
    columns[0] = (float2x3)m;
    o[0] = m[1] + columns[1][0];
}
