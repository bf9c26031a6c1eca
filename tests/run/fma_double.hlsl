// fma(a, b, c) on doubles is fused: a * b + c rounded once. With a = 1 + 2^-30 and
// b = 1 - 2^-30, a * b = 1 - 2^-60 exactly; fused with c = -1 that is -2^-60, where
// separate rounding gives 0 (the mad run shows it). Exact.

double fm(double a, double b, double c) { return fma(a, b, c); }
double unfused(double a, double b, double c) { return a * b + c; }
// run: fm double:1.0000000009313226 double:0.9999999990686774 double:-1
// expect: double:-8.673617379884035e-19
// run: unfused double:1.0000000009313226 double:0.9999999990686774 double:-1
// expect: double:0.0
// run: fm double:2 double:3 double:1
// expect: double:7.0
// run: fm double:inf double:0 double:1
// expect: double:nan
// run: fm double:1e308 double:10 double:-inf
// expect: double:-inf

double2 fv(double2 a, double2 b, double2 c) { return fma(a, b, c); }
// run: fv double2:1.5,-2 double2:2,0.5 double2:0.25,1
// expect: double2:3.25,0.0
