// A static local's initializer runs once, before any call: it may use
// constants, not the function's parameters or locals.
static const float Scale = 2;
float Bias;       // a uniform: not a constant either

float f(float x) {
    float y = x * 2;
    static float fromConst = Scale * 3;
    static float fromParam = x;     // expected-error {{use of undeclared identifier 'x'}}
    static float fromLocal = y;     // expected-error {{use of undeclared identifier 'y'}}
    static float fromUniform = Bias; // expected-error {{is not a constant expression}}
    static const float fixed;       // expected-error {{const variable 'fixed' must be initialized}}
    return fromConst + fromParam + fromLocal + fromUniform + fixed;
}
