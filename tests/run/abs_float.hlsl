// abs on floats clears the sign bit: -0 -> +0, -inf -> inf; NaN stays NaN;
// denormals are kept (the interpreter does not flush, see README.md). Exact.

float absf(float x) { return abs(x); }
// run: absf float:-0.0
// expect: float:0.0
// run: absf float:0.0
// expect: float:0.0
// run: absf float:-inf
// expect: float:inf
// run: absf float:inf
// expect: float:inf
// run: absf float:-1.5
// expect: float:1.5
// run: absf float:-1e-45
// expect: float:1e-45
// run: absf float:-3.4028235e38
// expect: float:3.4028235e38
// run: absf float:nan
// expect: float:nan

float4 absv(float4 v) { return abs(v); }
// run: absv float4:-1,2,-0.0,-inf
// expect: float4:1.0,2.0,0.0,inf

double absd(double x) { return abs(x); }
// run: absd double:-0.0
// expect: double:0.0
// run: absd double:-1e-310
// expect: double:1e-310
