// A static local's initializer runs once: when the entry point starts if
// it checks at the top level (constants, uniforms and statics); the first
// time its declaration is reached if it reads the function's parameters
// or locals (DXC's init_done guard; tests/run/static_local_first_run).
// A `static const` one must be constant.
static const float Scale = 2;
float Bias;       // a uniform

float f(float x) {
    float y = x * 2;
    static float fromConst = Scale * 3;
    static float fromParam = x;
    static float fromLocal = y;
    static const float constParam = x; // expected-error {{use of undeclared identifier 'x'}}
    static float notDeclared = z;   // expected-error {{use of undeclared identifier 'z'}}
    static float fromUniform = Bias;
    static const float fixed;       // expected-error {{const variable 'fixed' must be initialized}}
    return fromConst + fromParam + fromLocal + fromUniform + fixed + constParam + notDeclared;
}
