// flags: -T cs_6_6 -E main --enable-16bit-types
// Shader Model 6.6's byte packs of 16- and 32-bit integer 4-vectors into
// int8_t4_packed/uint8_t4_packed (32-bit words) and their unpacks.
// expected-no-diagnostics

RWStructuredBuffer<uint> o;

[numthreads(1, 1, 1)]
void main() {
    int16_t4 s16 = int16_t4(1, -1, 2, -2);
    uint4 u32 = uint4(1, 2, 3, 4);
    int8_t4_packed a = pack_s8(s16);
    uint8_t4_packed b = pack_u8(u32);
    int8_t4_packed c = pack_clamp_s8(int4(300, -300, 0, 1));
    uint8_t4_packed d = pack_clamp_u8(s16);
    int16_t4 e = unpack_s8s16(a);
    int4 f = unpack_s8s32(c);
    uint16_t4 g = unpack_u8u16(b);
    uint4 h = unpack_u8u32(d);
    o[0] = (uint)e.x + f.y + g.z + h.w;
}
