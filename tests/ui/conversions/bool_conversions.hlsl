// Numbers convert to bool (non-zero is true) and bool to numbers, for
// scalars and vectors alike.
// expected-no-diagnostics

float f(float x, int3 iv) {
    bool a = x;
    bool3 b = iv;
    bool c = 2.5;
    int i = a;
    float3 fv = b;
    uint u = true;
    if (x) {
        return i + fv.y + u + c;
    }
    return b.z ? 1 : 0;
}
