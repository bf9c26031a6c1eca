// flags: -T cs_6_0 -E main -HV 2018
// Before HLSL 2021 a `for` loop's declaration belongs to the enclosing
// scope, as in DXC: it is visible after the loop, and declaring the same
// name again there is a redeclaration (the most recent one is used), with
// DXC's warning. for_scope_2021.hlsl shows 2021's scoping.

RWStructuredBuffer<uint> o : register(u0);

[numthreads(1, 1, 1)]
void main() {
    uint sum = 0;
    for (uint i = 0; i < 3; i++) {
        sum += i;
    }
    o[0] = i;
    // expected-warning@+1 {{redefinition of 'i' shadows declaration in the outer scope; most recent declaration will be used}}
    for (uint i = 0; i < 5; i++) {
        sum += i;
    }
    o[1] = i + sum;
}
