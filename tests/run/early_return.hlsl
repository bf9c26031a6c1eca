// return from inside nested loops and branches ends the function at once.

int find(int4 v, int x) { for (int i = 0; i < 4; i++) { if (v[i] == x) { return i; } } return -1; }
int deep(int n) { for (int i = 0; i < 10; i++) { for (int j = 0; j < 10; j++) { if (i * j == n) return i * 100 + j; } } return -1; }
// run: find int4:5,6,7,8 int:7
// expect: int:2
// run: find int4:5,6,7,8 int:9
// expect: int:-1
// run: deep int:12
// expect: int:206
// run: deep int:97
// expect: int:-1
