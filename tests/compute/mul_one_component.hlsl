// mul() with a one-component vector and a one-row or one-column matrix:
// float1 is a vector there, as in DXC (a float1 by a float1x4 is a
// float4, a float4x1 by a float1 a float4), also for integers.
RWStructuredBuffer<float4> o : register(u0);

[numthreads(1, 1, 1)]
void main() {
    float1 a = 2;
    float1x4 b = float1x4(1, 2, 3, 4);
    float4x1 c = float4x1(5, 6, 7, 8);
    o[0] = mul(a, b);
    o[1] = mul(c, a);
    int1 ia = 3;
    int1x2 ib = int1x2(1, 2);
    o[2] = float4(mul(ia, ib), 0, 0);
}
