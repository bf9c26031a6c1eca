// Matrices with one row or one column, and 1x1 (naga has no such type;
// lowering holds them as arrays of rows, a row of one being a scalar):
// read from a cbuffer in both orientations, through a structured buffer
// of a struct whose tight layout naga cannot express (read and written as
// words), and used in element access, arithmetic, mul() with each other
// and with vectors (a 3x1 by 1x3 product is a float3x3), transpose, ++
// and all()/any(). Expected values: the same computation in Python.
cbuffer Thin : register(b0) {
    float1x3 cr;            // 0: column_major: three float1 columns 16 bytes apart
    row_major float3x1 rc;  // 48: three float1 rows 16 bytes apart
    row_major float1x4 r4;  // 96: one float4 row
    float2x1 c2;            // 112: column_major: one float2 column
};

struct Pair {
    float1x2 a;             // 0: two float1 columns
    float2x1 b;             // 8: one float2 column
    float1x1 c;             // 16; the element is 20 bytes
};

RWStructuredBuffer<float> o : register(u1);
RWStructuredBuffer<Pair> pairs : register(u2);

[numthreads(2, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint i = id.x;
    uint k = i * 16;
    float1x3 a = cr * (float)(i + 1);
    float3 row = a[0];
    o[k + 0] = row.x + row.y * 10 + row.z * 100;
    o[k + 1] = a._m02 + a[0][i];
    float3x1 b = rc;
    o[k + 2] = b[0] + b[1][0] * 10 + b._m20 * 100;
    float1x1 s = mul(a, b);
    o[k + 3] = s._m00;
    float3x3 outer = mul(b, a);
    o[k + 4] = outer[2][1] + outer[i][0] * 10;
    o[k + 5] = mul(r4, float4(1, -1, 2, (float)i));
    float4 v4 = mul(2.0f, r4)[0] + r4[0] * 3;
    o[k + 6] = v4.x + v4.w;
    float3x1 t = transpose(a) - b;
    o[k + 7] = t[0] + t[1] * 10 + t[2] * 100;
    float2x1 c = c2;
    c[i] = 9;
    o[k + 8] = c[0] * 10 + c._m10;
    float1x1 one = 3;
    one += 2;
    one++;
    o[k + 9] = one._m00;
    o[k + 10] = (all(a > 1) ? 1 : 0) + (any(b < 0) ? 10 : 0);
    int1x3 n = (int1x3)(a * 0.5f);
    o[k + 11] = (float)(n._m00 + n._m01 * 10 + n._m02 * 100);
    Pair p = pairs[i];
    o[k + 12] = p.a._m01 * 10 + p.b[1][0] + p.c._m00 * 100;
    p.a = p.a * 2;
    p.b = transpose(p.a) + p.b;
    p.c = mul(p.a, p.b);
    pairs[i] = p;
}
