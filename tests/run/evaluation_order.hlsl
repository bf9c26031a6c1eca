// Sequenced evaluation: statements, the comma operator, && and || run left to
// right; a compound assignment reads its target after evaluating the right side.

static int trace;
int note(int v) { trace = trace * 10 + v; return v; }
int comma() { trace = 0; int r = (note(1), note(2), note(3)); return trace * 10 + r; }
int stmts() { trace = 0; note(4); note(5); return trace; }
int compound() { int x = 1; x += (x = 5); return x; }
int loop_order() { trace = 0; for (int i = note(1); note(2) > 0 && i < 2; note(3)) { i++; } return trace; }
// run: comma
// expect: int:1233
// run: stmts
// expect: int:45
// run: compound
// expect: int:10
// run: loop_order
// expect: int:1232
