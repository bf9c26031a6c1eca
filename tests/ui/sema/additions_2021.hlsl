// flags: -T cs_6_0 -E main -HV 2021
// expected-no-diagnostics
// What additions_before_2021.hlsl refuses under -HV 2018: operator
// overloading, bit-fields, `and`, `or` and `select`.

struct V {
    float x;
    V operator+(V o) { V r; r.x = x + o.x; return r; }
    float operator[](uint i) { return x; }
};

struct Bits {
    uint lo : 8;
    uint hi : 24;
};

RWStructuredBuffer<float> o : register(u0);

[numthreads(1, 1, 1)]
void main() {
    V v;
    v.x = 1;
    V w = v + v;
    Bits bits = (Bits)0;
    bits.lo = 3;
    bool2 a = bool2(true, false);
    bool2 b = and(a, a);
    bool2 c = or(b, a);
    o[0] = select(all(c), w[0], (float)bits.lo);
}
