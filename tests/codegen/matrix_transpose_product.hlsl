// mul of two column_major matrices read from a buffer: each is loaded and
// transposed into naga's row-as-column form, and the product of the two
// transposes is taken as one transpose of the swapped product
// (transpose(p) * transpose(q) = transpose(q * p)). Besides saving a
// transpose, this keeps non-square products away from a Mesa 22.3
// lavapipe crash on OpMatrixTimesMatrix of two OpTranspose results
// (tests/compute/matrix_layouts). A row_major operand is used as loaded.
// compile: -T cs_6_0 -E main

cbuffer Bones : register(b0) {
    float3x4 bone;
    float4x4 viewProj;
    row_major float4x4 rowProj;
};

RWStructuredBuffer<float4> skinned : register(u1);
RWStructuredBuffer<float4> plain : register(u2);

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    skinned[id.x] = mul(bone, viewProj)[2];
    plain[id.x] = mul(bone, rowProj)[2];
}
