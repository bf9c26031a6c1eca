// continue in a while loop jumps to the condition (no increment of its own),
// so the counter update must come first; nested whiles keep their own state.

int cnt(int n) { int i = 0; int s = 0; while (i < n) { i++; if (i % 3 == 0) continue; s += i; } return s; }
int grid(int n) { int c = 0; int i = 0; while (i < n) { int j = 0; while (j < i) { j++; c++; } i++; } return c; }
// run: cnt int:10
// expect: int:37
// run: grid int:5
// expect: int:10
// run: grid int:0
// expect: int:0
