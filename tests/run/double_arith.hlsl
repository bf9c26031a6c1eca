// double arithmetic is IEEE binary64: 0.1 + 0.2 = 0.30000000000000004; overflow
// gives inf; double denormals are kept.

double ad(double a, double b) { return a + b; }
double ml(double a, double b) { return a * b; }
double dv(double a, double b) { return a / b; }
// run: ad double:0.1 double:0.2
// expect: double:0.30000000000000004
// run: ml double:1e308 double:10
// expect: double:inf
// run: dv double:1 double:3
// expect: double:0.3333333333333333
// run: ml double:5e-324 double:0.5
// expect: double:0.0
// run: dv double:2.2250738585072014e-308 double:4
// expect: double:5.562684646268003e-309
// run: ad double:9007199254740992 double:1
// expect: double:9007199254740992.0
// run: dv double:0 double:0
// expect: double:nan
