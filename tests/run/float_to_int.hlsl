// float -> int conversion truncates toward zero. Out of range, D3D10+ (and the
// interpreter) saturate: NaN -> 0, >= 2^31 -> INT_MAX, <= -2^31 - 1 -> INT_MIN;
// DXIL fptosi and SPIR-V ConvertFToS leave these undefined.

int fi(float x) { return (int)x; }
// run: fi float:2.9
// expect: int:2
// run: fi float:-2.9
// expect: int:-2
// run: fi float:-0.5
// expect: int:0
// run: fi float:nan
// expect: int:0
// run: fi float:inf
// expect: int:2147483647
// run: fi float:-inf
// expect: int:-2147483648
// run: fi float:3e9
// expect: int:2147483647
// run: fi float:-3e9
// expect: int:-2147483648
// run: fi float:2147483520
// expect: int:2147483520
// run: fi float:2147483648
// expect: int:2147483647
// run: fi float:-2147483648
// expect: int:-2147483648
// run: fi float:1e-45
// expect: int:0

int4 fv(float4 x) { return int4(x); }
// run: fv float4:1.5,-1.5,nan,1e10
// expect: int4:1,-1,0,2147483647

int di(double x) { return (int)x; }
// run: di double:-2147483648.9
// expect: int:-2147483648
// run: di double:nan
// expect: int:0
// run: di double:2147483647.9
// expect: int:2147483647
