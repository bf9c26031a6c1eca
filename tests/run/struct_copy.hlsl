// Structs are values: assignment and parameter passing copy them; changing the
// copy leaves the original alone.

struct P { int a; float2 b; };
int copy_assign(int x) { P p; p.a = x; p.b = float2(1, 2); P q = p; q.a = 99; return p.a; }
void clobber(P p) { p.a = -1; }
int by_value(int x) { P p; p.a = x; p.b = 0; clobber(p); return p.a; }
P make(int x) { P p; p.a = x; p.b = float2(x, -x); return p; }
P ret(int x) { P p = make(x); P q = p; p.b.x = 0; return q; }
// run: copy_assign int:5
// expect: int:5
// run: by_value int:7
// expect: int:7
// run: ret int:3
// expect: P:{a=3, b={3.0, -3.0}}
