// A static const integer (and expressions of them) is a constant array
// size.
// expected-no-diagnostics

static const int N = 4;
static const uint M = N * 2 + 1;
static const int Flags = (1 << 2) | 1;

float a[N];
float b[M];
float c[Flags];

float f() {
    float local[N - 1];
    local[2] = 1;
    return local[2] + a[3] + b[8] + c[4];
}
