// mul in every form on non-square local matrices: matrix*matrix (2x3 by
// 3x4), vector*matrix and matrix*vector with each operand shape, scalar
// with matrix both ways, vector*vector (a dot product), plus transpose of
// the 2x4 product and a product of transposes. Each thread offsets the
// inputs by its index. Expected values: the products in Python (integers).
RWStructuredBuffer<float> o : register(u0);

void store2x4(uint at, float2x4 m) {
    for (uint r = 0; r < 2; r++) {
        for (uint c = 0; c < 4; c++) {
            o[at + r * 4 + c] = m[r][c];
        }
    }
}

[numthreads(3, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    float f = (float)id.x;
    uint at = id.x * 48;
    float2x3 A = float2x3(1, 2, 3, 4, 5, 6) + f;
    float3x4 B = float3x4(float4(1, 0, -1, 2), float4(0, 1, 1, -2), float4(3, -1, 0, f));
    float2 v2 = float2(1, -1) * (f + 1);
    float3 v3 = float3(2, 0, 1) - f;
    float4 v4 = float4(1, 2, 3, 4);

    float2x4 C = mul(A, B);
    store2x4(at, C);
    float3 a = mul(v2, A);
    float2 b = mul(A, v3);
    float4 c = mul(v3, B);
    float3 d = mul(B, v4);
    o[at + 8] = a.x; o[at + 9] = a.y; o[at + 10] = a.z;
    o[at + 11] = b.x; o[at + 12] = b.y;
    o[at + 13] = c.x; o[at + 14] = c.y; o[at + 15] = c.z; o[at + 16] = c.w;
    o[at + 17] = d.x; o[at + 18] = d.y; o[at + 19] = d.z;
    o[at + 20] = mul(v3, float3(1, 10, 100));
    float2x3 s1 = mul(2.0, A);
    float2x3 s2 = mul(A, -0.5);
    o[at + 21] = s1[1][2] + s2[0][1];
    float4x2 Ct = transpose(C);
    // (A B)^T = B^T A^T (a product of two transposes).
    float4x2 D = mul(transpose(B), transpose(A));
    for (uint r = 0; r < 4; r++) {
        o[at + 22 + r * 2] = Ct[r][0] - D[r][0] + Ct[r][1];
        o[at + 23 + r * 2] = D[r][1];
    }
    // A chain: (v2 * A) * B, and v2 * (A * B).
    float4 e = mul(mul(v2, A), B);
    float4 g = mul(v2, C);
    o[at + 30] = e.x; o[at + 31] = e.y; o[at + 32] = e.z; o[at + 33] = e.w;
    o[at + 34] = g.x - e.x; o[at + 35] = g.w - e.w;
}
