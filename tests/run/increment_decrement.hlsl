// Prefix ++/-- give the new value, postfix the old; on floats they add 1.0 (so
// 2^24 + 1 rounds back), on vectors every component, on uint 0-- wraps.

int pre(int x) { int a = ++x; int b = --x; return a * 10 + b; }
int post(int x) { int a = x++; int b = x--; return a * 100 + b * 10 + x; }
float fl(float x) { x++; return x; }
int3 vec(int3 v) { v++; ++v; return v--; }
uint und(uint x) { return x--; }
uint und2(uint x) { x--; return x; }
// run: pre int:5
// expect: int:65
// run: post int:5
// expect: int:565
// run: fl float:16777216
// expect: float:16777216.0
// run: fl float:-0.5
// expect: float:0.5
// run: vec int3:0,-2,2147483646
// expect: int3:2,0,-2147483648
// run: und uint:0
// expect: uint:0
// run: und2 uint:0
// expect: uint:4294967295
