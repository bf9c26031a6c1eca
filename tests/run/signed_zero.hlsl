// Signed zero: -0 + -0 = -0, -0 + 0 = +0, 0 - 0 = +0, -0 - 0 = -0, 0 * -1 = -0,
// negation flips it; -0 == 0.

float ad(float a, float b) { return a + b; }
float sb(float a, float b) { return a - b; }
float ml(float a, float b) { return a * b; }
float ng(float a) { return -a; }
bool eq(float a, float b) { return a == b; }
// run: ad float:-0.0 float:-0.0
// expect: float:-0.0
// run: ad float:-0.0 float:0
// expect: float:0.0
// run: sb float:0 float:0
// expect: float:0.0
// run: sb float:-0.0 float:0
// expect: float:-0.0
// run: ml float:0 float:-1
// expect: float:-0.0
// run: ml float:-0.0 float:-0.0
// expect: float:0.0
// run: ng float:0
// expect: float:-0.0
// run: eq float:-0.0 float:0
// expect: bool:true
// run: sb float:1 float:1
// expect: float:0.0
// run: ad float:-1e-45 float:1e-45
// expect: float:0.0
