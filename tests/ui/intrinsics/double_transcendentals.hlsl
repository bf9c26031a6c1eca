// flags: -T cs_6_0 -E main
// The transcendental intrinsics (and sincos, frexp, ldexp, degrees,
// radians) exist for 16- and 32-bit floats only, as in DXIL and SPIR-V's
// GLSL.std.450: a double argument converts to float, with the usual
// warning. The rest take double as it is.
RWStructuredBuffer<float> o;

[numthreads(1, 1, 1)]
void main() {
    double d = o[0];
    // expected-warning@+1 {{conversion from larger type 'double' to smaller type 'float', possible loss of data}}
    float s = sin(d);
    // expected-warning@+1 {{conversion from larger type 'double' to smaller type 'float', possible loss of data}}
    float p = pow(d, 2.0);
    double sn, cs;
    // expected-warning@+1 {{conversion from larger type 'double' to smaller type 'float', possible loss of data}}
    sincos(d, sn, cs);
    // Exact in double: no conversion.
    double r = sqrt(d) + floor(d) + abs(d) + fma(d, d, d) + min(d, 1.0);
    bool n = isnan(d) || isinf(d);
    o[1] = s + p + (float)(sn + cs + r) + (n ? 1 : 0);
}
