// flags: -T cs_6_0 -E main
// SV_GroupIndex is the flattened index: one integer.
RWStructuredBuffer<float> o;

[numthreads(8, 8, 1)]
// expected-error@+1 {{semantic 'SV_GROUPINDEX' requires type 'uint' or 'int', found 'uint2'}}
void main(uint2 i : SV_GroupIndex) {
    o[i.x] = 1;
}
