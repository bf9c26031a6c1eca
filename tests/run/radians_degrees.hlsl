// radians(x) = x * (pi / 180) and degrees(x) = x * (180 / pi), each one
// multiplication by the float constant: exact given the constant. Keep -0, inf, NaN.

float2 rd(float x) { return float2(radians(x), degrees(x)); }
// run: rd float:180
// expect: float2:3.1415927,10313.24
// run: rd float:-90
// expect: float2:-1.5707964,-5156.62
// run: rd float:1
// expect: float2:0.017453292,57.29578
// run: rd float:-0.0
// expect: float2:-0.0,-0.0
// run: rd float:inf
// expect: float2:inf,inf
// run: rd float:360
// expect: float2:6.2831855,20626.48
// run: rd float:0.5
// expect: float2:0.008726646,28.64789
// run: rd float:3.4028235e38
// expect: float2:5.939047e36,inf
// run: rd float:nan
// expect: float2:nan,nan

float3 rv(float3 x) { return radians(x); }
// run: rv float3:45,90,-45
// expect: float3:0.7853982,1.5707964,-0.7853982
