// Arithmetic operators on matrices work element by element (`*` is not
// the matrix product: that is mul).
// expected-no-diagnostics

float2x2 f(float2x2 a, float2x2 b) {
    float2x2 hadamard = a * b;
    float2x2 sum = a + b - 1;
    float2x2 scaled = a * 2;
    float2x2 rem = a % b;
    rem %= 2;
    int2x2 irem = int2x2(7, -7, 8, 9) % 3;
    return hadamard + sum / scaled + mul(a, b) + rem + irem;
}
