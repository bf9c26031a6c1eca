// C-style casts between scalar types: float->int truncates, int->uint keeps the
// bits, uint->int reinterprets, bool casts test non-zero, and casts compose.

int f2i(float x) { return (int)x; }
uint i2u(int x) { return (uint)x; }
int u2i(uint x) { return (int)x; }
int chain(float x) { return (int)(uint)(int)x; }
float i2f2i(int x) { return (float)(int)(float)x; }
// run: f2i float:-2.5
// expect: int:-2
// run: i2u int:-1
// expect: uint:4294967295
// run: u2i uint:4294967295
// expect: int:-1
// run: u2i uint:2147483648
// expect: int:-2147483648
// run: chain float:-7.9
// expect: int:-7
// run: i2f2i int:16777217
// expect: float:16777216.0
