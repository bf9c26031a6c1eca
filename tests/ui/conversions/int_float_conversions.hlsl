// Integers and floats of every width convert implicitly both ways.
// expected-no-diagnostics

double f(float x, int i, uint u, int64_t l, half h) {
    int a = x;
    uint b = i;
    float c = u;
    double d = l;
    int16_t s = i;
    half e = x;
    float g = h;
    uint64_t w = b;
    int2 iv = float2(1.5, 2.5);
    return a + b + c + d + s + e + g + w + iv.y;
}
