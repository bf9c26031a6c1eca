// static const globals and arrays are constant data, readable from any function;
// static globals hold state across calls within one run.

static const int table[4] = {1, 10, 100, 1000};
static const float3 axis = float3(0, 1, 0);
static int acc = 5;
int look(int i) { return table[i]; }
float ax() { return dot(axis, float3(4, 5, 6)); }
int accum(int x) { acc += x; acc += x; return acc; }
// run: look int:3
// expect: int:1000
// run: look int:0
// expect: int:1
// run: ax
// expect: float:5.0
// run: accum int:2
// expect: int:9
