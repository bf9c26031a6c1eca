// rcp(x) = 1 / x, correctly rounded (0 ULPs): rcp(+-0) = +-inf, rcp(+-inf) = +-0;
// rcp of FLT_MAX is a denormal, kept (no flush).

float rc(float x) { return rcp(x); }
// run: rc float:0.0
// expect: float:inf
// run: rc float:-0.0
// expect: float:-inf
// run: rc float:inf
// expect: float:0.0
// run: rc float:-inf
// expect: float:-0.0
// run: rc float:3
// expect: float:0.33333334
// run: rc float:-0.1
// expect: float:-10.0
// run: rc float:3.4028235e38
// expect: float:2.938736e-39
// run: rc float:1e-45
// expect: float:inf
// run: rc float:8
// expect: float:0.125
// run: rc float:nan
// expect: float:nan

double rcd(double x) { return rcp(x); }
// run: rcd double:3
// expect: double:0.3333333333333333
