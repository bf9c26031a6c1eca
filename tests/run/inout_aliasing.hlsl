// inout/out arguments are copied in, and copied back after the call in parameter
// order, so the last parameter wins when one variable is passed twice; the
// callee's writes to one parameter do not show through the other.

void both(inout int a, inout int b) { a += 1; b += 10; }
int twice(int x) { both(x, x); return x; }
void peek(inout int a, int b, out int seen) { a = 50; seen = b; }
int copy_in(int x) { int s; peek(x, x, s); return s * 100 + x; }
void setg(out int a) { a = 3; }
int elem() { int v[2] = {0, 0}; int i = 1; setg(v[i]); return v[0] * 10 + v[1]; }
// run: twice int:0
// expect: int:10
// run: copy_in int:2
// expect: int:250
// run: elem
// expect: int:3
