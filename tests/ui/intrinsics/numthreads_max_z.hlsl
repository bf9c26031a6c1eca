// flags: -T cs_6_0 -E main
// expected-no-diagnostics
// z may be 64, with x*y*z = 1024.
RWStructuredBuffer<uint> o;

[numthreads(4, 4, 64)]
void main(uint i : SV_GroupIndex) { o[i] = i; }
