// Block scoping: an inner declaration shadows an outer one until the block ends;
// a for-loop variable is local to the loop.

int shadow(int x) { int r = x; { int x = 100; r += x; } return r + x; }
int loopvar() { int i = 7; for (int i = 0; i < 3; i++) { } return i; }
int inner() { int a = 1; if (a > 0) { int a = 2; a += 5; } return a; }
// run: shadow int:1
// expect: int:102
// run: loopvar
// expect: int:7
// run: inner
// expect: int:1
