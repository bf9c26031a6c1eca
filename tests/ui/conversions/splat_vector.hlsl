// A scalar splats into every component of a vector, from a literal or a
// variable, in initializers, assignments and arithmetic.
// expected-no-diagnostics

float4 f(float s, int i) {
    float4 a = s;
    int3 b = i;
    bool2 c = true;
    a = 2;
    a += s;
    return a * s + float4(b, c.x) + 1;
}
