// flags: -T cs_6_6 -E main --enable-16bit-types
// Shader Model 6.6's byte packs and unpacks: x in the lowest byte; the
// truncating packs keep each low byte, the clamping ones saturate first.

[numthreads(1, 1, 1)]
void main() {}

uint4 packs(int4 v) {
    return uint4(pack_s8(v), pack_u8(v), pack_clamp_s8(v), pack_clamp_u8(v));
}
// (1, -1, 300, -200): low bytes 01 ff 2c 38 -> 0x382cff01 = 942472961;
// clamped signed 01 ff 7f 80 -> 0x807fff01 = 2155872001; clamped
// unsigned 01 00 ff 00 -> 0x00ff0001 = 16711681.
// run: packs int4:1,-1,300,-200
// expect: uint4:942472961,942472961,2155872001,16711681

uint pack16(uint16_t4 v) { return pack_u8(v); }
// run: pack16 uint16_t4:1,2,3,65535
// expect: uint:4278387201

int4 unpack_signed(uint w) { return unpack_s8s32(w); }
// 0x807fff01: 1, -1, 127, -128.
// run: unpack_signed uint:2155872001
// expect: int4:1,-1,127,-128

uint4 unpack_unsigned(uint w) { return unpack_u8u32(w); }
// run: unpack_unsigned uint:2155872001
// expect: uint4:1,255,127,128

int16_t4 unpack16(uint w) { return unpack_s8s16(w); }
// run: unpack16 uint:2155872001
// expect: int16_t4:1,-1,127,-128
