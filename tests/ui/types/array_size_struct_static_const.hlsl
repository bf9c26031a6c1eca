// A struct's `static const` integer member may size the arrays of the
// fields declared after it (and of a derived struct's base).
// expected-no-diagnostics

struct Probe {
    static const uint kCount = 4;
    float4 coefficients[kCount];
    float weights[kCount * 2];
};

struct Derived : Probe {
    float4 extra;
};

float f(Derived d) {
    return d.coefficients[3].x + d.weights[7] + d.extra.w;
}
