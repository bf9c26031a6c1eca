// ?: with a scalar condition picks one operand; operands of different
// numeric types meet at a common type, and a scalar arm splats.
// expected-no-diagnostics

float3 f(bool c, float3 a, float3 b, int i) {
    float3 picked = c ? a : b;
    float mixed = c ? i : 2.5;
    int lit = c ? 1 : 2;
    float3 splat = c ? a : 0;
    return picked + mixed + lit + splat;
}
