// Array sizes fold integer arithmetic, shifts, casts and bool.
// expected-no-diagnostics

float f() {
    float a[2 * 3 + 1];
    float b[(1 << 3) - 4];
    float c[17 % 5];
    float d[(int)2.9];
    float e[true];
    a[6] = 1;
    b[3] = 2;
    c[1] = 3;
    d[1] = 4;
    e[0] = 5;
    return a[6] + b[3] + c[1] + d[1] + e[0];
}
