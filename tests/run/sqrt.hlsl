// sqrt is correctly rounded (IEEE 754; 0 ULPs): sqrt(-0) = -0, sqrt(negative) = NaN,
// sqrt(inf) = inf; a denormal input is kept (2^-149 -> 2^-74.5 rounded).

float sq(float x) { return sqrt(x); }
// run: sq float:4
// expect: float:2.0
// run: sq float:2
// expect: float:1.4142135
// run: sq float:0.0
// expect: float:0.0
// run: sq float:1e-45
// expect: float:3.743392e-23
// run: sq float:3.4028235e38
// expect: float:1.8446743e19
// run: sq float:0.01
// expect: float:0.1
// run: sq float:-0.0
// expect: float:-0.0
// run: sq float:-1
// expect: float:nan
// run: sq float:inf
// expect: float:inf
// run: sq float:-inf
// expect: float:nan
// run: sq float:nan
// expect: float:nan

float3 sqv(float3 x) { return sqrt(x); }
// run: sqv float3:9,16,0.25
// expect: float3:3.0,4.0,0.5

double sqd(double x) { return sqrt(x); }
// run: sqd double:2
// expect: double:1.4142135623730951
