// float -> uint truncates toward zero and saturates: negative values and NaN
// -> 0; at the top, by WGSL's rule as naga's SPIR-V does (see
// float_to_int.hlsl), the largest uint a float holds, 2^32 - 256 =
// 4294967040 (D3D10+ gives 0xffffffff; DXIL fptoui and SPIR-V leave it
// undefined).

uint fu(float x) { return (uint)x; }
// run: fu float:2.9
// expect: uint:2
// run: fu float:-0.5
// expect: uint:0
// run: fu float:-1.5
// expect: uint:0
// run: fu float:-inf
// expect: uint:0
// run: fu float:nan
// expect: uint:0
// run: fu float:inf
// expect: uint:4294967040
// run: fu float:4294967040
// expect: uint:4294967040
// run: fu float:4294967296
// expect: uint:4294967040
// run: fu float:5e9
// expect: uint:4294967040
// run: fu float:2147483648
// expect: uint:2147483648

uint2 fuv(float2 x) { uint2 u = x; return u; }
// run: fuv float2:3.99,-3.99
// expect: uint2:3,0
