// Arrays of structs and structs holding arrays copy deeply; element and field
// places compose (s.arr[i].f).

struct In { int v[2]; };
struct Out { In parts[2]; int n; };
int deep(int x) { Out o; o.n = 0; o.parts[0].v[0] = 1; o.parts[0].v[1] = 2; o.parts[1].v[0] = 3; o.parts[1].v[1] = x; Out c = o; c.parts[1].v[1] = 0; return o.parts[1].v[1] + c.parts[1].v[1]; }
int sum(int x) { In a[3]; for (int i = 0; i < 3; i++) { a[i].v[0] = i; a[i].v[1] = x; } int s = 0; for (int j = 0; j < 3; j++) s += a[j].v[0] + a[j].v[1]; return s; }
// run: deep int:8
// expect: int:8
// run: sum int:5
// expect: int:18
