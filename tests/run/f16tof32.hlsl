// f16tof32: the float value of the binary16 bits in the low 16 bits of a uint
// (the high 16 bits are ignored). Every binary16 value, denormals included, is exact
// in float.

float fh(uint x) { return f16tof32(x); }
// run: fh uint:15360
// expect: float:1.0
// run: fh uint:4294917120
// expect: float:1.0
// run: fh uint:1
// expect: float:5.9604645e-8
// run: fh uint:1023
// expect: float:6.097555e-5
// run: fh uint:1024
// expect: float:6.1035156e-5
// run: fh uint:31743
// expect: float:65504.0
// run: fh uint:31744
// expect: float:inf
// run: fh uint:64512
// expect: float:-inf
// run: fh uint:32768
// expect: float:-0.0
// run: fh uint:13653
// expect: float:0.33325195
// run: fh uint:49152
// expect: float:-2.0
// run: fh uint:32769
// expect: float:-5.9604645e-8
// run: fh uint:0x7e00
// expect: float:nan
// run: fh uint:0xfc01
// expect: float:nan

float4 fhv(uint4 x) { return f16tof32(x); }
// run: fhv uint4:0x3800,0x4000,0x4200,0x5640
// expect: float4:0.5,2.0,3.0,100.0

uint rt(uint x) { return f32tof16(f16tof32(x)); }
// run: rt uint:0x1234
// expect: uint:4660
// run: rt uint:0x83ff
// expect: uint:33791
