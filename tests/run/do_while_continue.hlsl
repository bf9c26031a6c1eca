// continue in a do-while jumps to the condition test.

int dw(int n) { int i = 0; int s = 0; do { i++; if (i == 2) continue; s += i; } while (i < n); return s; }
// run: dw int:4
// expect: int:8
// run: dw int:0
// expect: int:1
