// flags: -T cs_6_5 -E main
// The byte packs need Shader Model 6.6 and a 4-vector of integers (signed
// ones for the clamping packs).

RWStructuredBuffer<uint> o;

[numthreads(1, 1, 1)]
void main() {
    // expected-error@+1 {{'pack_u8' is only available in Shader Model 6.6 and later}}
    o[0] = pack_u8(uint4(1, 2, 3, 4));
    // expected-error@+1 {{'unpack_u8u32' is only available in Shader Model 6.6 and later}}
    o[1] = unpack_u8u32(o[0]).x;
}
