// sign on int and float vectors gives int vectors. Exact.

int4 sf(float4 v) { return sign(v); }
int3 si(int3 v) { return sign(v); }
// run: sf float4:-0.0,nan,-1e-45,inf
// expect: int4:0,0,-1,1
// run: si int3:-2147483648,0,2147483647
// expect: int3:-1,0,1
