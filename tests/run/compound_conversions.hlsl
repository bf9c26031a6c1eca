// `a op= b` computes `a op b` in the operands' common type and converts
// the result to a's type, as DXC does: an integer target multiplied by a
// float is scaled, then truncated.

int scale(int x) { x *= 1.5; return x; }
// run: scale int:5
// expect: int:7
// run: scale int:-5
// expect: int:-7

int3 scale3(int3 v) { v *= 1.5; return v; }
// run: scale3 int3:5,-5,3
// expect: int3:7,-7,4

uint add_twice(uint u) { u += 0.75; u += 0.75; return u; }
// run: add_twice uint:1
// expect: uint:1

int divide(int x) { x /= 0.5; return x; }
// run: divide int:3
// expect: int:6

int element(int i) { int a[2] = {5, 6}; a[i] *= 1.5; return a[i]; }
// run: element int:1
// expect: int:9

float widen(float f) { f += 1; return f; }
// run: widen float:0.5
// expect: float:1.5

int shift(int x) { x <<= 2u; return x; }
// run: shift int:-3
// expect: int:-12
