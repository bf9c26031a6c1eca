// flags: -T cs_6_6 -E main
// QuadAny and QuadAll need Shader Model 6.7.

RWStructuredBuffer<uint> o;

[numthreads(4, 1, 1)]
void main(uint i : SV_GroupIndex) {
    // expected-error@+1 {{'QuadAny' is only available in Shader Model 6.7 and later}}
    o[i] = QuadAny(i == 0) ? 1 : 0;
}
