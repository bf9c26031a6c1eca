// A for loop with empty init, condition or increment: an empty condition is true.

int f(int n) { int i = 0; for (;;) { if (i >= n) break; i += 3; } return i; }
int g(int n) { int i = n; for (; i > 0;) { i -= 2; } return i; }
// run: f int:10
// expect: int:12
// run: f int:0
// expect: int:0
// run: g int:5
// expect: int:-1
