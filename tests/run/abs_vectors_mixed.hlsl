// abs, min and max on int and float vectors, component-wise, with a scalar operand
// splatting. Exact.

int3 ai(int3 v) { return abs(v); }
float4 mx(float4 v) { return max(v, 0.0); }
int2 mn(int2 v) { return min(v, -2147483648); }
// run: ai int3:-1,-2147483648,3
// expect: int3:1,-2147483648,3
// run: mx float4:-1,nan,-0.5,2
// expect: float4:0.0,0.0,0.0,2.0
// run: mn int2:5,-5
// expect: int2:-2147483648,-2147483648
