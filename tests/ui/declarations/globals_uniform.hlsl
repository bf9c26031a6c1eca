// expected-no-diagnostics
// Globals without 'static' are uniform shader inputs (in $Globals): plain,
// 'uniform', 'extern' and 'const' ones are read, and 'const' needs no
// initializer there.
float scale;
uniform float4 tint;
extern int mode;
const float bias;
const uint count;

float4 use(float4 c) {
    float4 r = c * scale * tint + bias;
    if (mode > 0)
        r *= count;
    return r;
}
