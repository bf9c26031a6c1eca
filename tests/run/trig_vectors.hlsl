// Component-wise trig on vectors, mixed edge values per component. 2 ULPs.
// ulps: 2

float4 s4(float4 v) { return sin(v); }
float4 c4(float4 v) { return cos(v); }
// run: s4 float4:-0.0,nan,inf,1
// expect: float4:-0.0,nan,nan,0.84147096
// run: c4 float4:0,nan,-inf,2
// expect: float4:1.0,nan,nan,-0.41614684
