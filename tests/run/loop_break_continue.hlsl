// for, while and do-while with break and continue: continue in a for loop still
// runs the increment; break leaves only the innermost loop.

int sum_odd(int n) { int s = 0; for (int i = 0; i < n; i++) { if (i % 2 == 0) continue; s += i; } return s; }
int first_sq(int limit) { int i = 0; while (true) { if (i * i > limit) break; i++; } return i; }
int dowhile(int n) { int c = 0; do { c++; } while (c < n); return c; }
int nested() { int c = 0; for (int i = 0; i < 4; i++) { for (int j = 0; j < 4; j++) { if (j == 2) break; if (i == 1) continue; c += 10; } c += 1; } return c; }
// run: sum_odd int:10
// expect: int:25
// run: sum_odd int:0
// expect: int:0
// run: first_sq int:50
// expect: int:8
// run: dowhile int:0
// expect: int:1
// run: dowhile int:5
// expect: int:5
// run: nested
// expect: int:64
