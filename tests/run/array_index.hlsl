// Arrays index from 0 with any integer type; a computed index selects the element;
// vector and matrix components index dynamically too.

int arr(int i) { int a[5] = {10, 20, 30, 40, 50}; return a[i]; }
int arru(uint i) { int a[3] = {7, 8, 9}; return a[i]; }
float vecidx(float4 v, int i) { return v[i]; }
int writeidx(int i) { int a[3] = {0, 0, 0}; a[i] = 5; a[(i + 1) % 3] += 1; return a[0] * 100 + a[1] * 10 + a[2]; }
// run: arr int:4
// expect: int:50
// run: arr int:0
// expect: int:10
// run: arru uint:2
// expect: int:9
// run: vecidx float4:1,2,3,4 int:3
// expect: float:4.0
// run: writeidx int:2
// expect: int:105
