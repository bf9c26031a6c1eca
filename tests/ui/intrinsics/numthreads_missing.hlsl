// flags: -T cs_6_0 -E main
// A compute entry point says its thread group size.
RWStructuredBuffer<uint> o;
// expected-error@+1 {{compute entry point 'main' is missing [numthreads(x, y, z)]}}
void main(uint i : SV_GroupIndex) { o[i] = i; }
