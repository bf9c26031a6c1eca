// flags: -T cs_6_0 -E main -HV 2021
// HLSL 2021: a `for` loop's declaration is scoped to the loop
// (for_scope_before_2021.hlsl shows the older rule).

RWStructuredBuffer<uint> o : register(u0);

[numthreads(1, 1, 1)]
void main() {
    uint i = 7;
    for (uint i = 0; i < 3; i++) {
        o[1] += i;
    }
    o[0] = i;
    for (uint j = 0; j < 3; j++) {
    }
    // expected-error@+1 {{use of undeclared identifier 'j'}}
    o[2] = j;
}
