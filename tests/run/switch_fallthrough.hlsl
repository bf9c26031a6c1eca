// switch: labels grouped on one body share it (an empty case falls through); default
// may sit anywhere and is taken only when no case matches; continue inside a switch
// continues the enclosing loop. Fallthrough out of a non-empty case is rejected by
// hlslc for now ("not supported yet"), so it is not run here.

int ft(int x) { int r = 0; switch (x) { case 1: case 2: r += 10; break; case 3: case 4: case 5: r += 100; break; default: r += 1000; break; } return r; }
int mid(int x) { int r = 0; switch (x) { case 0: r = 5; break; default: r = 7; break; case 9: r = 9; break; } return r; }
int inloop(int n) { int r = 0; for (int i = 0; i < n; i++) { switch (i) { case 2: continue; case 4: break; default: r += i; break; } r += 100; } return r; }
// run: ft int:1
// expect: int:10
// run: ft int:2
// expect: int:10
// run: ft int:4
// expect: int:100
// run: ft int:7
// expect: int:1000
// run: mid int:9
// expect: int:9
// run: mid int:-1
// expect: int:7
// run: inloop int:6
// expect: int:509
