// fmod with vector divisors keeps each dividend's sign. Exact.

float4 fm(float4 x, float4 y) { return fmod(x, y); }
// run: fm float4:5,-5,5,-5 float4:3,3,-3,-3
// expect: float4:2.0,-2.0,2.0,-2.0
// run: fm float4:0.75,-0.0,1,1 float4:0.5,1,0,-0.0
// expect: float4:0.25,-0.0,nan,nan
