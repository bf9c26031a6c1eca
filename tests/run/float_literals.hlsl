// Float literals: an unsuffixed literal takes the type it is used at (float here),
// hex ints and exponent forms; 1e39 overflows float to inf.

float lit1() { return 0.1; }
float lit2() { return 1.5e-3f; }
float lit3() { return 3.4028235e38; }
float lit4() { return .5 + 1. + 2e1; }
double lit5() { return 0.1L; }
uint hex() { return 0xFFFFFFFF; }
int oct() { return 010; }
// run: lit1
// expect: float:0.1
// run: lit2
// expect: float:0.0015
// run: lit3
// expect: float:3.4028235e38
// run: lit4
// expect: float:21.5
// run: lit5
// expect: double:0.1
// run: hex
// expect: uint:4294967295
// run: oct
// expect: int:8
