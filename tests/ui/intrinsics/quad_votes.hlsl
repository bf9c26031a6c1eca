// flags: -T cs_6_7 -E main
// QuadAny and QuadAll (Shader Model 6.7) vote over the quad.
// expected-no-diagnostics

RWStructuredBuffer<uint> o;

[numthreads(4, 1, 1)]
void main(uint i : SV_GroupIndex) {
    bool any_odd = QuadAny(i % 2 == 1);
    bool all_small = QuadAll(i < 3);
    o[i] = (any_odd ? 1 : 0) + (all_small ? 2 : 0);
}
