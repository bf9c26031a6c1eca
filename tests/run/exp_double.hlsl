// exp and log take float only (DXIL Exp/Log are 32-bit; a double argument converts
// to float with a -Wconversion warning, as in DXC), so exp(1.0L) is the float e
// widened back; sqrt has a double overload and stays exact in double.

double ex(double x) { return exp(x); }
double lg(double x) { return log(x); }
double sq(double x) { return sqrt(x); }
// run: ex double:0
// expect: double:1.0
// run: lg double:1
// expect: double:0.0
// run: sq double:2
// expect: double:1.4142135623730951
// run: ex double:1
// expect: double:2.7182817459106445
// run: lg double:0
// expect: double:-inf
