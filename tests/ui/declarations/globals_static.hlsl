// expected-no-diagnostics
// Static globals are private to the shader: constant initializers, written
// by code; static const ones are constants usable as array sizes.
static const uint Count = 4;
static const float Weights[Count] = { 0.1, 0.2, 0.3, 0.4 };
static float accumulator = 0;
static int2 origin = int2(1, -1);
static float matrixed[2][Count];

float use(uint i) {
    accumulator += Weights[i % Count];
    matrixed[1][i % Count] = accumulator;
    return accumulator + origin.x + matrixed[1][0];
}
