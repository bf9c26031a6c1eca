// flags: -T cs_6_0 -E main
// expected-no-diagnostics
// row_major / column_major on a resource's matrix element type (DXC's
// type.matrix.majorness tests): the element keeps that orientation.
StructuredBuffer<row_major float3x3> a : register(t0);
StructuredBuffer<column_major float4x4> b : register(t1);
RWStructuredBuffer<row_major float2x2> c : register(u0);

[numthreads(1, 1, 1)]
void main() {
    float3x3 m = a[0];
    c[0] = (float2x2)b[0] + (float2x2)m;
}
