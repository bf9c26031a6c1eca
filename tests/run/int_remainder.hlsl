// Signed % has the sign of the dividend (a == (a / b) * b + a % b);
// INT_MIN % -1 is 0.

int rm(int a, int b) { return a % b; }
// run: rm int:7 int:3
// expect: int:1
// run: rm int:-7 int:3
// expect: int:-1
// run: rm int:7 int:-3
// expect: int:1
// run: rm int:-7 int:-3
// expect: int:-1
// run: rm int:-2147483648 int:3
// expect: int:-2
// run: rm int:2147483647 int:2147483647
// expect: int:0
// run: rm int:5 int:7
// expect: int:5
// run: rm int:-5 int:7
// expect: int:-5
// run: rm int:-2147483648 int:-1
// expect: int:0

int2 rmv(int2 a, int2 b) { return a % b; }
// run: rmv int2:-9,9 int2:4,-4
// expect: int2:-1,1
