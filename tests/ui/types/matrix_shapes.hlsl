// Matrices of every shape from 1x1 to 4x4, by name and as matrix<T, R, C>.
// expected-no-diagnostics

float total() {
    float1x1 a = 1;
    float1x4 b = float1x4(1, 2, 3, 4);
    float4x1 c = float4x1(1, 2, 3, 4);
    float2x3 d = float2x3(1, 2, 3, 4, 5, 6);
    float3x4 e = 0;
    float4x4 f = 1;
    int3x2 g = int3x2(1, 2, 3, 4, 5, 6);
    matrix<float, 2, 3> h = d;
    matrix<uint, 4, 1> k = uint4x1(1, 2, 3, 4);
    half2x2 l = half2x2(1, 2, 3, 4);
    return a._m00 + b._m03 + c._m30 + h._m12 + e._m23 + f._m33 + g._m21 + k._m20 + l._m11;
}
