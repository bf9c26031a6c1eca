// flags: -T cs_6_0 -E main
// expected-no-diagnostics
// The sizes may be static constants: 32*32 is the largest group, 1024
// threads.
static const uint Width = 32;
RWStructuredBuffer<uint> o;

[numthreads(Width, Width, 1)]
void main(uint i : SV_GroupIndex) { o[i] = i; }
