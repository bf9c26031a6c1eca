// A structured buffer's matrix element takes an orientation written in
// the template argument (DXC: StructuredBuffer<row_major float2x3>);
// without one it is column-major (HLSL's default) or the pack_matrix
// pragma's. The same six floats read both ways.
StructuredBuffer<row_major float2x3> rows : register(t0);
StructuredBuffer<float2x3> cols : register(t1);
#pragma pack_matrix(row_major)
StructuredBuffer<float2x3> pragma_rows : register(t2);
StructuredBuffer<column_major float2x3> explicit_cols : register(t3);
RWStructuredBuffer<float3> o : register(u4);

[numthreads(1, 1, 1)]
void main() {
    o[0] = rows[0][1];
    o[1] = cols[0][1];
    o[2] = pragma_rows[0][1];
    o[3] = explicit_cols[0][1];
}
