// mad(a, b, c) = a * b + c. On floats DXC emits DXIL FMad, which a driver may fuse;
// the interpreter rounds the product and the sum separately, so the float runs use
// exact products. Integer mad wraps like * and +. Exact.

float mf(float a, float b, float c) { return mad(a, b, c); }
// run: mf float:2 float:3 float:1
// expect: float:7.0
// run: mf float:0.5 float:-4 float:0.25
// expect: float:-1.75
// run: mf float:1e+30 float:10000000000.0 float:1
// expect: float:inf
// run: mf float:-1e+30 float:10000000000.0 float:inf
// expect: float:nan
// run: mf float:0 float:inf float:1
// expect: float:nan
// run: mf float:-0.0 float:1 float:-0.0
// expect: float:-0.0
// run: mf float:-0.0 float:1 float:0.0
// expect: float:0.0

int mi(int a, int b, int c) { return mad(a, b, c); }
// run: mi int:65536 int:65536 int:5
// expect: int:5
// run: mi int:-3 int:4 int:-2147483648
// expect: int:2147483636

uint mu(uint a, uint b, uint c) { return mad(a, b, c); }
// run: mu uint:4294967295 uint:2 uint:3
// expect: uint:1

float3 mv(float3 a, float3 b, float3 c) { return mad(a, b, c); }
// run: mv float3:1,2,3 float3:4,5,6 float3:-1,-2,-3
// expect: float3:3.0,8.0,15.0
