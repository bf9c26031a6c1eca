// floor, ceil, round and trunc on a vector of ties and signed zeros. Exact.

float4 fl(float4 v) { return floor(v); }
float4 ce(float4 v) { return ceil(v); }
float4 ro(float4 v) { return round(v); }
float4 tr(float4 v) { return trunc(v); }
// run: fl float4:-0.5,0.5,-0.0,-1
// expect: float4:-1.0,0.0,-0.0,-1.0
// run: ce float4:-0.5,0.5,-0.0,1.0000001
// expect: float4:-0.0,1.0,-0.0,2.0
// run: ro float4:-0.5,0.5,1.5,-1.5
// expect: float4:-0.0,0.0,2.0,-2.0
// run: tr float4:-0.5,0.5,-1.5,1e30
// expect: float4:-0.0,0.0,-1.0,1e30
