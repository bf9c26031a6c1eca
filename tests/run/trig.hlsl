// sin, cos, tan. sin(-0) = -0, tan(-0) = -0, cos(-0) = 1; an infinite or NaN
// argument gives NaN. Tolerance 2 ULPs over [-100, 100] (README.md).

float3 sct(float x) { return float3(sin(x), cos(x), tan(x)); }
// run: sct float:-0.0
// expect: float3:-0.0,1.0,-0.0
// run: sct float:0.0
// expect: float3:0.0,1.0,0.0
// run: sct float:inf
// expect: float3:nan,nan,nan
// run: sct float:-inf
// expect: float3:nan,nan,nan
// run: sct float:nan
// expect: float3:nan,nan,nan
// ulps: 2
// run: sct float:1
// expect: float3:0.84147096,0.5403023,1.5574077
// run: sct float:-1
// expect: float3:-0.84147096,0.5403023,-1.5574077
// run: sct float:0.5
// expect: float3:0.47942555,0.87758255,0.5463025
// run: sct float:3.1415927
// expect: float3:-8.742278e-8,-1.0,8.742278e-8
// run: sct float:1.5707964
// expect: float3:1.0,-4.371139e-8,-22877332.0
// run: sct float:-2.5
// expect: float3:-0.5984721,-0.8011436,0.7470223
// run: sct float:10
// expect: float3:-0.5440211,-0.8390715,0.64836085
// run: sct float:-100
// expect: float3:0.50636566,0.8623189,0.58721393
// run: sct float:99.5
// expect: float3:-0.85779536,0.51399136,-1.6688905
// run: sct float:1e-45
// expect: float3:1e-45,1.0,1e-45
// run: sct float:0.7853982
// expect: float3:0.70710677,0.70710677,1.0

float4 sv(float4 x) { return sin(x); }
// run: sv float4:0.1,0.2,0.3,0.4
// expect: float4:0.09983342,0.19866933,0.29552022,0.38941833
