// Only the chosen arm of ?: runs (its side effects included); the condition runs
// first.

static int t;
int note(int v) { t = t * 10 + v; return v; }
int pick(bool c) { t = 0; int r = note(1) > 0 && c ? note(2) : note(3); return t; }
// run: pick bool:true
// expect: int:12
// run: pick bool:false
// expect: int:13
