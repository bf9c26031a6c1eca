// flags: -T cs_6_0 -E main -HV 2021
// With HLSL 2021 (the default) the same declarations are templates.
// expected-no-diagnostics

template <typename T> T twice(T x) { return x + x; }
template <typename T> struct Box { T value; };

RWStructuredBuffer<float> o : register(u0);

[numthreads(1, 1, 1)]
void main() {
    Box<float> b;
    b.value = 2;
    o[0] = twice(b.value);
}
