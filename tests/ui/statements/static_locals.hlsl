// A static local's initializer runs once, when the entry point starts:
// it may use constants, uniforms and statics, not the function's
// parameters or locals.
static const float Scale = 2;
float Bias;       // a uniform

float f(float x) {
    float y = x * 2;
    static float fromConst = Scale * 3;
    static float fromParam = x;     // expected-error {{use of undeclared identifier 'x'}}
    static float fromLocal = y;     // expected-error {{use of undeclared identifier 'y'}}
    static float fromUniform = Bias;
    static const float fixed;       // expected-error {{const variable 'fixed' must be initialized}}
    return fromConst + fromParam + fromLocal + fromUniform + fixed;
}
