// out parameters: all arguments are evaluated (their places fixed) before the
// call; writes land in their places after it, in order.

static int counter;
int next() { return counter++; }
void two(out int a, out int b) { a = 7; b = 8; }
int places() { counter = 0; int v[3] = {0, 0, 0}; two(v[next()], v[next()]); return v[0] * 100 + v[1] * 10 + v[2]; }
void one(out float x) { x = 1.5; }
float swz() { float4 v = 0; one(v.w); one(v.y); return v.x + v.y * 10 + v.w * 100; }
// run: places
// expect: int:780
// run: swz
// expect: float:165.0
