// Integers and floats of every width convert implicitly both ways; only
// a narrower width is warned about (narrowing_loses_data.hlsl).

double f(float x, int i, uint u, int64_t l, half h) {
    int a = x;
    uint b = i;
    float c = u;
    double d = l;
    int16_t s = i;  // expected-warning {{conversion from larger type 'int' to smaller type 'int16_t', possible loss of data}}
    half e = x;
    float g = h;
    uint64_t w = b;
    int2 iv = float2(1.5, 2.5);
    return a + b + c + d + s + e + g + w + iv.y;
}
