// IEEE 754 special cases of + - * / on float: inf - inf, 0 * inf, inf / inf and 0 / 0
// are NaN; x / +-0 is a signed infinity; NaN propagates.

float ad(float a, float b) { return a + b; }
float sb(float a, float b) { return a - b; }
float ml(float a, float b) { return a * b; }
float dv(float a, float b) { return a / b; }
// run: ad float:inf float:-inf
// expect: float:nan
// run: ml float:0 float:inf
// expect: float:nan
// run: dv float:inf float:-inf
// expect: float:nan
// run: dv float:0 float:-0.0
// expect: float:nan
// run: dv float:1 float:-0.0
// expect: float:-inf
// run: dv float:-1 float:-0.0
// expect: float:inf
// run: ad float:nan float:1
// expect: float:nan
// run: ml float:-inf float:-2
// expect: float:inf
// run: sb float:inf float:3.4028235e38
// expect: float:inf
// run: dv float:1e-45 float:inf
// expect: float:0.0
// run: dv float:-1 float:inf
// expect: float:-0.0
