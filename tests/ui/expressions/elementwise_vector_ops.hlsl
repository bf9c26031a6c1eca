// Arithmetic on vectors of one size works component by component, and a
// scalar operand is splatted.
// expected-no-diagnostics

float4 f(float4 a, float4 b, float s) {
    float4 sum = a + b;
    float4 prod = a * b;
    float4 quot = a / b - s;
    int3 i = int3(1, 2, 3) * 2 + int3(4, 5, 6);
    uint2 sh = uint2(1, 2) << 3;
    return sum + prod * s + quot + i.xyzx + sh.xyxy;
}
