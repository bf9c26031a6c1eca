// modf(x, out ip): ip = trunc(x), the result x - ip (DXC's expansion). So the
// fraction of a negative integer is +0 (x - x), not C's -0, and of an infinity NaN.
// ip keeps -0. Exact.

float2 mf(float x) { float ip; float f = modf(x, ip); return float2(f, ip); }
// run: mf float:-2.75
// expect: float2:-0.75,-2.0
// run: mf float:2.75
// expect: float2:0.75,2.0
// run: mf float:-2.0
// expect: float2:0.0,-2.0
// run: mf float:-0.5
// expect: float2:-0.5,-0.0
// run: mf float:-0.0
// expect: float2:0.0,-0.0
// run: mf float:1e-45
// expect: float2:1e-45,0.0
// run: mf float:16777217
// expect: float2:0.0,16777216.0
// run: mf float:inf
// expect: float2:nan,inf
// run: mf float:nan
// expect: float2:nan,nan

float3 mfv(float3 x, out float3 ip) { return modf(x, ip); }
float3 mfi(float3 x) { float3 ip; mfv(x, ip); return ip; }
// run: mfv float3:1.5,-1.5,3 float3:0,0,0
// expect: float3:0.5,-0.5,0.0
// run: mfi float3:1.5,-1.5,3
// expect: float3:1.0,-1.0,3.0

int mfint(float x) { int ip; modf(x, ip); return ip; }
// An int out argument receives the integral part converted.
// run: mfint float:-7.9
// expect: int:-7
