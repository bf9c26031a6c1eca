// Float min/max. With one NaN operand the other operand is returned: the
// D3D10+ rule (DXIL FMin/FMax, SPIR-V NMin/NMax, IEEE 754-2008 minNum/maxNum);
// both NaN gives NaN. Infinities order normally. min(-0, +0) is left unspecified
// (either zero) by D3D and is not tested. Exact.

float2 mm(float a, float b) { return float2(min(a, b), max(a, b)); }
// run: mm float:1 float:2
// expect: float2:1.0,2.0
// run: mm float:-1 float:-2
// expect: float2:-2.0,-1.0
// run: mm float:-1e-45 float:1e-45
// expect: float2:-1e-45,1e-45
// run: mm float:nan float:3
// expect: float2:3.0,3.0
// run: mm float:3 float:nan
// expect: float2:3.0,3.0
// run: mm float:nan float:-inf
// expect: float2:-inf,-inf
// run: mm float:nan float:nan
// expect: float2:nan,nan
// run: mm float:-inf float:inf
// expect: float2:-inf,inf
// run: mm float:3.4028235e38 float:inf
// expect: float2:3.4028235e38,inf

float4 mmv(float4 a, float4 b) { return min(a, b) + max(a, b) * 0.0; }
// run: mmv float4:1,nan,3,-4 float4:2,2,nan,-5
// expect: float4:1.0,2.0,3.0,-5.0

double md(double a, double b) { return max(a, b); }
// run: md double:nan double:1.5
// expect: double:1.5
// run: md double:-1e300 double:1e-300
// expect: double:1e-300
