// flags: -T vs_6_0 -E main
// expected-no-diagnostics
// mul(float1, float1xN) is a vector-matrix product (a floatN), and
// mul(floatNx1, float1) a matrix-vector one, as in DXC.
void main() {
    float1 a = 2;
    float4 r = mul(a, float1x4(1, 2, 3, 4));
    float3 s = mul(float3x1(1, 2, 3), a);
    float t = mul(a, a);
}
