// compile: -T cs_6_0 -E main
// Structured buffers of matrices in the orientation their template
// argument names (row_major: no transpose on load), not the pragma's.

#pragma pack_matrix(column_major)
StructuredBuffer<row_major float3x3> rows;
StructuredBuffer<float3x3> columns;
RWStructuredBuffer<float3> o;

[numthreads(1, 1, 1)]
void main() {
    o[0] = rows[0][1] + columns[0][1];
}
