// saturate clamps to [0, 1]; NaN gives 0 (D3D's _sat rule, DXIL Saturate). Exact.

float sat(float x) { return saturate(x); }
// run: sat float:0.25
// expect: float:0.25
// run: sat float:-0.5
// expect: float:0.0
// run: sat float:1.5
// expect: float:1.0
// run: sat float:inf
// expect: float:1.0
// run: sat float:-inf
// expect: float:0.0
// run: sat float:1e-45
// expect: float:1e-45
// run: sat float:0.99999994
// expect: float:0.99999994
// run: sat float:1.0000001
// expect: float:1.0
// run: sat float:nan
// expect: float:0.0

float4 satv(float4 x) { return saturate(x); }
// run: satv float4:nan,2,-2,0.5
// expect: float4:0.0,1.0,0.0,0.5

double satd(double x) { return saturate(x); }
// run: satd double:nan
// expect: double:0.0
// run: satd double:1.5
// expect: double:1.0
