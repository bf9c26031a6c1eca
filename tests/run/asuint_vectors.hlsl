// asuint, asint and asfloat on vectors, round trips included. Exact.

uint4 au(float4 v) { return asuint(v); }
float4 rt(float4 v) { return asfloat(asint(v)); }
// run: au float4:-0.0,inf,1e-45,-1
// expect: uint4:2147483648,2139095040,1,3212836864
// run: rt float4:-0.0,-inf,1e-45,0.1
// expect: float4:-0.0,-inf,1e-45,0.1
