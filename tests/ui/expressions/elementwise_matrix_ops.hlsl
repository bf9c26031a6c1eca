// Arithmetic operators on matrices work element by element (`*` is not
// the matrix product: that is mul).
// expected-no-diagnostics

float2x2 f(float2x2 a, float2x2 b) {
    float2x2 hadamard = a * b;
    float2x2 sum = a + b - 1;
    float2x2 scaled = a * 2;
    return hadamard + sum / scaled + mul(a, b);
}
