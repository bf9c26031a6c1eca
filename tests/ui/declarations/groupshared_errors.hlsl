// flags: -T cs_6_0 -E main
// groupshared is for globals, with a size known at compile time.
RWStructuredBuffer<float> o;
// expected-error@+1 {{definition of variable with array type needs an explicit size or an initializer}}
groupshared float unsized[];

[numthreads(8, 1, 1)]
void main(uint i : SV_GroupIndex) {
    // expected-error@+1 {{'this modifier on a local variable' is not allowed here}}
    groupshared float local;
    o[i] = 0;
}
