// atan2(y, x): the angle of (x, y) in [-pi, pi]. DXC expands it as atan(y / x) with
// quadrant corrections, which makes atan2(0, 0) NaN where C gives 0 (and
// atan2(+-inf, +-inf) NaN where C gives +-pi/4, atan2(-0, x < 0) +pi where C gives -pi);
// those are not tested. The runs cover the four quadrants, the axes and infinite x.
// Tolerance 2 ULPs (README.md).

float a2(float y, float x) { return atan2(y, x); }
// ulps: 0
// run: a2 float:1 float:0
// expect: float:1.5707964
// ulps: 0
// run: a2 float:-1 float:0
// expect: float:-1.5707964
// ulps: 0
// run: a2 float:0 float:1
// expect: float:0.0
// ulps: 2
// run: a2 float:0 float:-1
// expect: float:3.1415927
// ulps: 2
// run: a2 float:1 float:1
// expect: float:0.7853982
// ulps: 2
// run: a2 float:1 float:-1
// expect: float:2.3561945
// ulps: 2
// run: a2 float:-1 float:-1
// expect: float:-2.3561945
// ulps: 2
// run: a2 float:-1 float:1
// expect: float:-0.7853982
// ulps: 0
// run: a2 float:1 float:inf
// expect: float:0.0
// ulps: 2
// run: a2 float:1 float:-inf
// expect: float:3.1415927
// ulps: 0
// run: a2 float:inf float:1
// expect: float:1.5707964
// ulps: 0
// run: a2 float:-inf float:1
// expect: float:-1.5707964
// ulps: 2
// run: a2 float:3 float:4
// expect: float:0.6435011
// ulps: 2
// run: a2 float:-0.5 float:-7
// expect: float:-3.070285
// ulps: 2
// run: a2 float:1e-45 float:1
// expect: float:1e-45
// ulps: 2
// run: a2 float:1 float:1e-45
// expect: float:1.5707964
// run: a2 float:nan float:1
// expect: float:nan
// run: a2 float:1 float:nan
// expect: float:nan

float4 a2v(float4 y, float4 x) { return atan2(y, x); }
// ulps: 2
// run: a2v float4:1,2,3,4 float4:-4,3,-2,1
// expect: float4:2.896614,0.5880026,2.158799,1.3258177
