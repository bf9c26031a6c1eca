// Matrix operations on locals: determinant of 2x2, 3x3 and 4x4 (integer
// entries, exact), truncating casts, transpose of a non-square matrix,
// rows and elements with dynamic indices (read and write), zero- and
// one-based element swizzles (single and multi-element reads, writes),
// component-wise *, /, unary minus and scalar splats, and constructors
// from vectors straddling rows. Expected values: the same operations in
// Python on nested lists (integers and halves).
StructuredBuffer<float4> rows : register(t0);
RWStructuredBuffer<float> o : register(u1);

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint i = id.x;
    uint at = i * 24;
    float4x4 M = float4x4(rows[0], rows[1], rows[2], rows[3]);
    M[i] += float4(1, 2, 3, 4) * (float)i;
    o[at + 0] = determinant(M);
    float3x3 M3 = (float3x3)M;
    o[at + 1] = determinant(M3);
    float2x2 M2 = (float2x2)M;
    o[at + 2] = determinant(M2);
    o[at + 3] = M[i][(i + 1) % 4];
    float4 d = M._m00_m11_m22_m33;
    o[at + 4] = dot(d, float4(1, 10, 100, 1000));
    o[at + 5] = M._12 * 10 + M._43;
    float2x3 N = float2x3(M3[0], M3[2]);
    float3x2 Nt = transpose(N);
    o[at + 6] = Nt[2][1] * 10 + Nt[i % 3][i & 1];
    // Writes: single-element swizzles (a multi-element one is not
    // assignable yet), a row component, a dynamic element.
    M._m01 = 7;
    M._21 = -8;
    M[2].yz = float2(0.5, 0.25);
    M[i][3 - i] = -1;
    o[at + 7] = M[0][1] + M[1][0];
    o[at + 8] = M[2][1] + M[2][2];
    o[at + 9] = M[i][3 - i] + M[3 - i][i];
    // Component-wise arithmetic.
    float2x2 P = float2x2(float4(1, 2, 3, 4)) + (float)i;
    float2x2 Q = P * P - P / 2;
    float2x2 R = -Q + 1;
    o[at + 10] = Q[0][0];
    o[at + 11] = Q[0][1];
    o[at + 12] = Q[1][0];
    o[at + 13] = Q[1][1];
    o[at + 14] = R._m00 + R._m11;
    float3x3 S = float3x3(float2(1, 2), float4(3, 4, 5, 6), 7, float2(8, 9)) * (float)(i + 1);
    o[at + 15] = S[1][0] + S[2][2] * 10;
    o[at + 16] = determinant(S);
    float2x2 Z = 0;
    Z[i & 1][1] = 3;
    o[at + 17] = Z[0][1] * 10 + Z[1][1];
}
