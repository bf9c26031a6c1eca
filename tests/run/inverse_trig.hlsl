// asin, acos, atan. |x| > 1 gives NaN for asin and acos; asin(-0) = -0,
// acos(1) = +0, acos(-1) = pi, atan(+-inf) = +-pi/2, atan(-0) = -0.
// Tolerance 2 ULPs (README.md).

float3 inv(float x) { return float3(asin(x), acos(x), atan(x)); }
// run: inv float:-0.0
// expect: float3:-0.0,1.5707964,-0.0
// run: inv float:1
// expect: float3:1.5707964,0.0,0.7853982
// run: inv float:-1
// expect: float3:-1.5707964,3.1415927,-0.7853982
// run: inv float:1.0000001
// expect: float3:nan,nan,0.78539824
// run: inv float:inf
// expect: float3:nan,nan,1.5707964
// run: inv float:-inf
// expect: float3:nan,nan,-1.5707964
// run: inv float:nan
// expect: float3:nan,nan,nan
// ulps: 2
// run: inv float:0.5
// expect: float3:0.5235988,1.0471976,0.4636476
// run: inv float:-0.5
// expect: float3:-0.5235988,2.0943952,-0.4636476
// run: inv float:0.99
// expect: float3:1.4292569,0.14153941,0.7803731
// run: inv float:-0.001
// expect: float3:-0.0010000002,1.5717963,-0.0009999997
// run: inv float:0.70710677
// expect: float3:0.7853981,0.7853982,0.6154797

float at(float x) { return atan(x); }
// run: at float:10
// expect: float:1.4711276
// run: at float:-1000
// expect: float:-1.5697963
// run: at float:1e30
// expect: float:1.5707964
// run: at float:3e-20
// expect: float:3e-20
