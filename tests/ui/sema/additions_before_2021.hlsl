// flags: -T cs_6_0 -E main -HV 2018
// HLSL 2021's additions are errors before it, as in DXC: operator
// overloading, bit-fields and the intrinsics `and`, `or` and `select`
// (additions_2021.hlsl takes the same code with -HV 2021).

struct V {
    float x;
    // expected-error@+1 {{overloading 'operator+' is not allowed}}
    V operator+(V o) { V r; r.x = x + o.x; return r; }
    // expected-error@+1 {{overloading 'operator[]' is not allowed}}
    float operator[](uint i) { return x; }
};

struct Bits {
    // expected-error@+1 {{bit-field 'lo' requires HLSL 2021 or later (-HV 2021)}}
    uint lo : 8;
    // expected-error@+1 {{bit-field 'hi' requires HLSL 2021 or later (-HV 2021)}}
    uint hi : 24;
};

RWStructuredBuffer<float> o : register(u0);

[numthreads(1, 1, 1)]
void main() {
    bool2 a = bool2(true, false);
    // expected-error@+1 {{use of undeclared identifier 'and'}}
    bool2 b = and(a, a);
    // expected-error@+1 {{use of undeclared identifier 'or'}}
    bool2 c = or(a, a);
    // expected-error@+1 {{use of undeclared identifier 'select'}}
    o[0] = select(true, 1.0, 2.0);
}
