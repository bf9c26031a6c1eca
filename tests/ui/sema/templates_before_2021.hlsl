// flags: -T cs_6_0 -E main -HV 2018
// Templates came with HLSL 2021; before it DXC reads `template` as a
// reserved word (its wording). Each declaration is reported once, at the
// keyword.

// expected-error@+1 {{'template' is a reserved keyword in HLSL}}
template <typename T> T twice(T x) { return x + x; }

// expected-error@+1 {{'template' is a reserved keyword in HLSL}}
template <typename T> struct Box { T value; };

struct Holder {
    float v;
    // expected-error@+1 {{'template' is a reserved keyword in HLSL}}
    template <typename T> T scaled(T s) { return v * s; }
};

RWStructuredBuffer<float> o : register(u0);

[numthreads(1, 1, 1)]
void main() {
    o[0] = 1;
}
