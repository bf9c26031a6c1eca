// flags: -T ps_6_0 -E main
// expected-no-diagnostics
// A function declared inside a function body (a C++ block-scope
// declaration) names the global function defined later, as in DXC; a
// member function may declare one too.
struct Scaler {
    float third() {
        float MulBy3(float f);
        return MulBy3(0.25);
    }
};

float4 main() : SV_Target {
    Scaler s;
    float a = s.third();
    float MulBy2(in float f);
    void Nothing();
    Nothing();
    return float4(MulBy2(0.25), a, 0, 1);
}

float MulBy2(float f) { return f * 2; }
float MulBy3(float f) { return f * 3; }
void Nothing() {}
