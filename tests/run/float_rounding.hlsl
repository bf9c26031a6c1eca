// float arithmetic rounds every operation to single precision, nearest even:
// 2^24 + 1 is 2^24, 0.1 + 0.2 is the float nearest 0.3, 1e8 + 1 - 1e8 is 0.

float ad(float a, float b) { return a + b; }
float cancel(float a) { return (a + 1) - a; }
float third(float a) { return a / 3 * 3; }
// run: ad float:16777216 float:1
// expect: float:16777216.0
// run: ad float:16777216 float:3
// expect: float:16777220.0
// run: ad float:0.1 float:0.2
// expect: float:0.3
// run: cancel float:1e8
// expect: float:0.0
// run: cancel float:1e6
// expect: float:1.0
// run: third float:1
// expect: float:1.0
// run: third float:0.1
// expect: float:0.10000001
// run: ad float:3.4028235e38 float:1e31
// expect: float:3.4028235e38
// run: ad float:3.4028235e38 float:3e31
// expect: float:inf
