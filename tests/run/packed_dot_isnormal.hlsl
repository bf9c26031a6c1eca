// flags: -T cs_6_4 -E main --enable-16bit-types
// isnormal, the 16-bit bit casts, and the packed dot products of
// Shader Model 6.4.

[numthreads(1, 1, 1)]
void main() {}

bool4 normal(float4 v) { return isnormal(v); }
// run: normal float4:1,0,1e-40,inf
// expect: bool4:true,false,false,false
// run: normal float4:nan,-3.5,-0.0,1.17549435e-38
// expect: bool4:false,true,false,true

bool2 normal_half(half2 v) { return isnormal(v); }
// 1e-5 is a half subnormal (the smallest normal half is 2^-14).
// run: normal_half half2:1e-5,0.5
// expect: bool2:false,true

uint4 bits16(half2 h, int16_t i) {
    return uint4(asuint16(h), asuint16(i), asint16(asuint16(i)));
}
// run: bits16 half2:1,-2 int16_t:-1
// expect: uint4:15360,49152,65535,4294967295

half roundtrip(uint16_t u) { return asfloat16(u); }
// run: roundtrip uint16_t:15360
// expect: half:1.0

uint u8dot(uint a, uint b, uint acc) { return dot4add_u8packed(a, b, acc); }
// 0x01020304 . 0x05060708 = 4*8 + 3*7 + 2*6 + 1*5 = 70; 255*255*4 = 260100.
// run: u8dot uint:16909060 uint:84281096 uint:1
// expect: uint:71
// run: u8dot uint:4294967295 uint:4294967295 uint:0
// expect: uint:260100

int i8dot(uint a, uint b, int acc) { return dot4add_i8packed(a, b, acc); }
// Bytes 0xff are -1: (-1)(-1)*4 = 4; 0x80 is -128: (-128)(1) = -128.
// run: i8dot uint:4294967295 uint:4294967295 int:-10
// expect: int:-6
// run: i8dot uint:128 uint:1 int:0
// expect: int:-128

float hdot(half2 a, half2 b, float acc) { return dot2add(a, b, acc); }
// run: hdot half2:1.5,2 half2:4,-0.25 float:0.5
// expect: float:6.0
