// clamp with vector bounds and int vectors. Exact.

int3 ci(int3 x, int3 lo, int3 hi) { return clamp(x, lo, hi); }
float2 cf(float2 x) { return clamp(x, -1, 1); }
// run: ci int3:-2147483648,5,2147483647 int3:0,0,0 int3:10,3,10
// expect: int3:0,3,10
// run: cf float2:nan,-inf
// expect: float2:-1.0,-1.0
