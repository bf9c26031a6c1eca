// switch on a uint and on negative int case labels, and an empty switch body.

int su(uint x) { switch (x) { case 0xffffffff: return 1; case 0: return 2; default: return 3; } }
int si(int x) { switch (x) { case -2147483648: return 1; case -1: return 2; } return 3; }
// run: su uint:4294967295
// expect: int:1
// run: su uint:0
// expect: int:2
// run: su uint:5
// expect: int:3
// run: si int:-2147483648
// expect: int:1
// run: si int:-1
// expect: int:2
// run: si int:1
// expect: int:3
