// clamp(x, lo, hi) = min(max(x, lo), hi) (DXC's expansion). A NaN x gives lo (max
// drops the NaN, then min(lo, hi)); lo > hi gives hi. Exact.

float cf(float x, float lo, float hi) { return clamp(x, lo, hi); }
// run: cf float:0.5 float:0 float:1
// expect: float:0.5
// run: cf float:-3 float:0 float:1
// expect: float:0.0
// run: cf float:3 float:0 float:1
// expect: float:1.0
// run: cf float:nan float:0 float:1
// expect: float:0.0
// run: cf float:inf float:-2 float:2
// expect: float:2.0
// run: cf float:-inf float:-2 float:2
// expect: float:-2.0
// run: cf float:5 float:3 float:1
// expect: float:1.0
// run: cf float:0 float:3 float:1
// expect: float:1.0
// run: cf float:2 float:nan float:1
// expect: float:1.0
// run: cf float:2 float:0 float:nan
// expect: float:2.0

int ci(int x, int lo, int hi) { return clamp(x, lo, hi); }
// run: ci int:-2147483648 int:-5 int:5
// expect: int:-5
// run: ci int:2147483647 int:-5 int:5
// expect: int:5

uint cu(uint x, uint lo, uint hi) { return clamp(x, lo, hi); }
// run: cu uint:4294967295 uint:1 uint:10
// expect: uint:10
// run: cu uint:0 uint:1 uint:10
// expect: uint:1

float3 cv(float3 x) { return clamp(x, float3(0, -1, 2), 4.0); }
// run: cv float3:-1,-2,5
// expect: float3:0.0,-1.0,4.0
