// floor and ceil keep the sign of zero (ceil(-0.5) = -0), are the identity on
// infinities, NaN and integral values (above 2^23 every float is one). Exact.

float2 fc(float x) { return float2(floor(x), ceil(x)); }
// run: fc float:1.5
// expect: float2:1.0,2.0
// run: fc float:-1.5
// expect: float2:-2.0,-1.0
// run: fc float:-0.5
// expect: float2:-1.0,-0.0
// run: fc float:0.5
// expect: float2:0.0,1.0
// run: fc float:-0.0
// expect: float2:-0.0,-0.0
// run: fc float:0.0
// expect: float2:0.0,0.0
// run: fc float:inf
// expect: float2:inf,inf
// run: fc float:-inf
// expect: float2:-inf,-inf
// run: fc float:8388609
// expect: float2:8388609.0,8388609.0
// run: fc float:1e-45
// expect: float2:0.0,1.0
// run: fc float:-1e-45
// expect: float2:-1.0,-0.0
// run: fc float:2.9999998
// expect: float2:2.0,3.0
// run: fc float:nan
// expect: float2:nan,nan

float4 fv(float4 x) { return floor(x) + ceil(x); }
// run: fv float4:0.25,-0.25,2,-3.75
// expect: float4:1.0,-1.0,4.0,-7.0
