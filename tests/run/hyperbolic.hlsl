// sinh, cosh, tanh. sinh and tanh keep -0; cosh(0) = 1; tanh(+-inf) = +-1 and
// tanh of a large argument is exactly +-1; sinh and cosh overflow to inf past ~89.4.
// Tolerance 2 ULPs for sinh and cosh, 3 for tanh (README.md).

float3 hy(float x) { return float3(sinh(x), cosh(x), tanh(x)); }
// run: hy float:-0.0
// expect: float3:-0.0,1.0,-0.0
// run: hy float:inf
// expect: float3:inf,inf,1.0
// run: hy float:-inf
// expect: float3:-inf,inf,-1.0
// run: hy float:nan
// expect: float3:nan,nan,nan
// run: hy float:90
// expect: float3:inf,inf,1.0
// run: hy float:-90
// expect: float3:-inf,inf,-1.0
// ulps: 3
// run: hy float:1
// expect: float3:1.1752012,1.5430807,0.7615942
// run: hy float:-1
// expect: float3:-1.1752012,1.5430807,-0.7615942
// run: hy float:0.5
// expect: float3:0.5210953,1.127626,0.46211717
// run: hy float:5
// expect: float3:74.20321,74.209946,0.9999092
// run: hy float:-10
// expect: float3:-11013.232,11013.233,-1.0
// run: hy float:88
// expect: float3:8.2581813e37,8.2581813e37,1.0
// run: hy float:1e-10
// expect: float3:1e-10,1.0,1e-10

float2 ht(float2 x) { return tanh(x); }
// run: ht float2:20,-20
// expect: float2:1.0,-1.0
// run: ht float2:0.25,-2
// expect: float2:0.24491866,-0.9640276
