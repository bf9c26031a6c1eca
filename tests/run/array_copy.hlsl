// Arrays are values too: assigning an array copies every element, and an array
// parameter is a copy (not a pointer as in C).

int copy(int x) { int a[3] = {1, 2, 3}; int b[3] = a; b[0] = x; return a[0] * 10 + b[0]; }
void zero(int a[3]) { a[0] = 0; a[1] = 0; }
int param(int x) { int a[3] = {x, x, x}; zero(a); return a[0] + a[1] + a[2]; }
void fill(out int a[2]) { a[0] = 4; a[1] = 5; }
int out_arr() { int a[2] = {0, 0}; fill(a); return a[0] * 10 + a[1]; }
// run: copy int:9
// expect: int:19
// run: param int:2
// expect: int:6
// run: out_arr
// expect: int:45
