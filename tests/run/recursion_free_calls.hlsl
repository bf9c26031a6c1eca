// Deep but non-recursive call chains run (HLSL rejects recursion at check time:
// tests/ui covers that); each call gets its own locals.

int f0(int x) { int y = x + 1; return y; }
int f1(int x) { int y = f0(x) * 2; return y + x; }
int f2(int x) { return f1(f1(x)) + f0(x); }
int f3(int x) { return f2(x) - f2(-x); }
// run: f1 int:1
// expect: int:5
// run: f2 int:1
// expect: int:19
// run: f3 int:1
// expect: int:20
