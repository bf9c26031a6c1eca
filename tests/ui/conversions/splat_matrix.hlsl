// A scalar splats into every element of a matrix.
// expected-no-diagnostics

float3x3 f(float s) {
    float3x3 m = s;
    float2x4 z = 0;
    m *= 2;
    return m + 1 + z._m13;
}
