// Minimum-precision types mix with float in arithmetic and convert
// implicitly both ways.
// expected-no-diagnostics

float f(min16float a, min16int b, min12int c, min16uint d) {
    min16float2 v = min16float2(a, b);
    float x = a * 2.0 + b + c - d;
    min16float y = x;
    return x + y + v.y;
}
