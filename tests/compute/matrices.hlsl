// Matrices in memory: a cbuffer with a column_major (HLSL's default) and a
// row_major float4x4, a StructuredBuffer<float4x4> (column_major by
// default), and a RWStructuredBuffer<float4x4> written back; mul in every
// matrix form, transpose, determinant, rows and elements.

cbuffer Params : register(b0) {
    float4x4 colm;
    row_major float4x4 rowm;
    float4 v;
};

StructuredBuffer<float4x4> mats : register(t1);
RWStructuredBuffer<float4> outv : register(u2);
RWStructuredBuffer<float4x4> outm : register(u3);

[numthreads(1, 1, 1)]
void main() {
    outv[0] = mul(v, colm);
    outv[1] = mul(v, rowm);
    outv[2] = mul(colm, v);
    outv[3] = colm[1] + rowm[2];
    outv[4] = float4(colm._m01, rowm._m01, mats[0]._m12, determinant(mats[1]));
    outv[5] = mul(mats[0], v);
    outm[0] = mul(colm, rowm);
    outm[1] = transpose(mats[0]);
    float4x4 m = mats[1];
    m[0] = float4(9, 8, 7, 6);
    m._m32 = 5;
    outm[2] = m;
}
