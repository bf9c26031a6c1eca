// flags: -T cs_6_2 -E main --enable-16bit-types
// The packed dot products need Shader Model 6.4; the 16-bit bit casts
// take 16-bit values only.

RWStructuredBuffer<uint> o;

[numthreads(1, 1, 1)]
void main() {
    // expected-error@+1 {{'dot4add_u8packed' is only available in Shader Model 6.4 and later}}
    uint u = dot4add_u8packed(o[0], o[1], 3u);
    // expected-error@+1 {{'dot2add' is only available in Shader Model 6.4 and later}}
    float d = dot2add(half2(1, 2), half2(3, 4), 1.0);
    // expected-error@+1 {{no matching function for call to 'asuint16(float)'}}
    uint16_t b = asuint16(1.0f);
    // expected-note@* {{candidate function: uint16_tN asuint16(TN) (T: a 16-bit numeric type)}}
    // expected-error@+1 {{no matching function for call to 'isnormal(RWStructuredBuffer<uint>)'}}
    bool n = isnormal(o);
    // expected-note@* {{candidate function: boolN isnormal(floatN)}}
}
