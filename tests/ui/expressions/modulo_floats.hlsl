// Unlike C, HLSL allows % on floats (fmod-like), scalars and vectors.
// expected-no-diagnostics

float3 f(float a, float3 v, int i) {
    float m = a % 2.5;
    float3 mv = v % 2;
    int mi = i % 3;
    return mv + m + mi;
}
