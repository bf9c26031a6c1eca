// An integer literal takes the type its context needs, silently.
// expected-no-diagnostics

float f(float x) {
    float a = 1;
    double d = 2;
    half h = 3;
    float3 v = 4;
    return x * 2 + a + (float)d + h + v.y;
}
