// double -> float rounds to nearest even (and overflows to inf, underflows
// to 0 or a float denormal); float -> double is exact.

float df(double x) { return (float)x; }
// run: df double:0.1
// expect: float:0.1
// run: df double:1e300
// expect: float:inf
// run: df double:-1e300
// expect: float:-inf
// run: df double:1e-310
// expect: float:0.0
// run: df double:1e-40
// expect: float:1e-40
// run: df double:16777217
// expect: float:16777216.0
// run: df double:16777218.5
// expect: float:16777218.0
// run: df double:3.4028235677973366e38
// expect: float:inf
// run: df double:3.4028235677973362e38
// expect: float:3.4028235e38
// run: df double:-0.0
// expect: float:-0.0
// run: df double:nan
// expect: float:nan

double fd(float x) { return x; }
// run: fd float:0.1
// expect: double:0.10000000149011612
// run: fd float:1e-45
// expect: double:1.401298464324817e-45
// run: fd float:-inf
// expect: double:-inf
