// flags: -T cs_5_0 -E main
// Wave and quad operations need Shader Model 6.0.
RWStructuredBuffer<uint> o : register(u0);
[numthreads(4, 1, 1)]
void main(uint i : SV_GroupIndex) {
    // expected-error@+1 {{'WaveActiveSum' is only available in Shader Model 6.0 and later}}
    o[i] = WaveActiveSum(i);
    // expected-error@+1 {{'QuadReadLaneAt' is only available in Shader Model 6.0 and later}}
    o[i] = QuadReadLaneAt(i, 1);
}
