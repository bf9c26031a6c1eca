// flags: -T cs_6_6 -E main
// The packs take 4-vectors of 16- or 32-bit integers; the clamping ones
// signed ones.

RWStructuredBuffer<uint> o;

[numthreads(1, 1, 1)]
void main() {
    // expected-error@+1 {{no matching function for call to 'pack_s8(float4)'}}
    o[0] = pack_s8(float4(1, 2, 3, 4));
    // expected-note@* {{candidate function: uint pack_s8(T4) (T: a 16- or 32-bit integer type)}}
    // expected-error@+1 {{no matching function for call to 'pack_u8(uint3)'}}
    o[1] = pack_u8(uint3(1, 2, 3));
    // expected-note@* {{candidate function: uint pack_u8(T4) (T: a 16- or 32-bit integer type)}}
    // expected-error@+1 {{no matching function for call to 'pack_clamp_u8(uint4)'}}
    o[2] = pack_clamp_u8(uint4(1, 2, 3, 4));
    // expected-note@* {{candidate function: uint pack_clamp_u8(T4) (T: a 16- or 32-bit signed integer type)}}
}
