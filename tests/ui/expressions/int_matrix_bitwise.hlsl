// flags: -T vs_6_0 -E main
// Bitwise and shift operators take integer matrices, element by element.
// expected-no-diagnostics
void main() {
    uint2x4 m = 7;
    int2x2 s = 3;
    uint2x4 a = m & 1;
    a = m | a;
    a ^= m;
    a = ~a;
    a <<= 2;
    int2x2 r = s >> 1;
    r = s << s;
    bool2x2 b = true;
    int2x2 c = b & s;
}
