// Compound assignments on ints, floats and vectors, shifts and bit operators included.
// A float value is added in float, then truncated (compound_conversions.hlsl
// has more): 5 + 0.9 gives 5, -5 + 0.9 gives -4.

int addf(int x) { x += 0.9; return x; }
int all_ops(int x) { x += 3; x -= 1; x *= 4; x /= 3; x %= 5; x <<= 4; x >>= 1; x &= 0xff; x |= 0x100; x ^= 3; return x; }
float3 vec(float3 v) { v += 1; v *= float3(2, 3, 4); v /= 2; return v; }
uint wrapsub(uint x) { x -= 5; return x; }
// run: addf int:5
// expect: int:5
// run: addf int:-5
// expect: int:-4
// run: all_ops int:2
// expect: int:259
// run: vec float3:1,2,3
// expect: float3:2.0,4.5,8.0
// run: wrapsub uint:3
// expect: uint:4294967294
