// How float results print: shortest round-trip form, always with a
// fraction or exponent, signed zero, infinities and NaN.

float neg(float x) { return -x; }
// run: neg float:0
// expect: float:-0.0
// run: neg float:-1.25
// expect: float:1.25

float neg_zero() { return -0.0; }
// run: neg_zero
// expect: float:-0.0

float whole(float x) { return x * 2; }
// run: whole float:1.5
// expect: float:3.0

float third() { return 1.0 / 3.0; }
// run: third
// expect: float:0.33333334

float big() { return 1e20; }
// run: big
// expect: float:1e20

float divide(float a, float b) { return a / b; }
// run: divide float:1 float:0
// expect: float:inf
// run: divide float:-1 float:0
// expect: float:-inf
// run: divide float:0 float:0
// expect: float:nan

// Float-to-int conversion truncates toward zero.
float truncate(float x) {
    int i = x;
    return i;
}
// run: truncate float:-2.7
// expect: float:-2.0

float clamp01(float x) { return saturate(x); }
// run: clamp01 float:1.5
// expect: float:1.0
// run: clamp01 float:-3
// expect: float:0.0
