// flags: -T cs_6_0 -E main
// expected-no-diagnostics
// x may take all 1024 threads.
RWStructuredBuffer<uint> o;

[numthreads(1024, 1, 1)]
void main(uint i : SV_GroupIndex) { o[i] = i; }
