// Implicit conversions between matrices and scalars or vectors (DXC's
// rules): a 1x1 matrix is a scalar, a one-row or one-column matrix is a
// vector, a matrix and a vector of as many elements convert both ways in
// row order, and one element splats. Integer matrices (arrays of rows in
// lowering) take the same paths.
RWStructuredBuffer<float> o : register(u0);
RWStructuredBuffer<int> oi : register(u1);

float half_of(float x) { return x * 0.5; }

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    float k = (float)(id.x + 1);
    float1x1 d = -3 * k;
    float a = abs(d);                  // float1x1 result → float
    o[0] = a;
    o[1] = half_of(d);                 // float1x1 argument → float
    float1x4 e = float1x4(1, 2, 3, 4) * k;
    float4 v = e;                      // 1x4 → float4
    o[2] = v.x + v.y * 10 + v.z * 100 + v.w * 1000;
    float4x1 f = v;                    // float4 → 4x1
    o[3] = f._11 + f._21 * 10 + f._31 * 100 + f._41 * 1000;
    float2x2 g = float4(5, 6, 7, 8);   // float4 → 2x2, rows first
    o[4] = g._11 + g._12 * 10 + g._21 * 100 + g._22 * 1000;
    float4 w = g;                      // 2x2 → float4
    o[5] = w.x + w.y * 10 + w.z * 100 + w.w * 1000;
    float2 t = e;                      // expected truncation: 1x4 → float2
    o[6] = t.x + t.y * 10;
    float1 one = 9;
    float2x2 sp = one;                 // float1 splats
    float2x2 sp2 = d;                  // float1x1 splats
    o[7] = sp._22 + sp2._21;
    float3 c3 = f;                     // 4x1 → float3, truncating
    o[8] = c3.x + c3.y * 10 + c3.z * 100;

    int2x2 ig = int4(1, 2, 3, 4);      // int4 → int2x2
    int4 iv = ig;                      // int2x2 → int4
    oi[0] = iv.x + iv.y * 10 + iv.z * 100 + iv.w * 1000;
    int1x1 i1 = 7;
    int s = i1;                        // int1x1 → int
    oi[1] = s;
    int2x3 wide = 2;
    int2 r = int1x3(4, 5, 6);          // 1x3 → int2, truncating
    oi[2] = r.x * 10 + r.y + wide._23;
}
