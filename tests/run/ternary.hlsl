// The conditional operator on scalars: nested, with a result type from both arms
// (int and float give float), and a condition that converts to bool (NaN is true).

int pick(int a) { return a > 0 ? 1 : a < 0 ? -1 : 0; }
float mixed(bool c) { return c ? 1 : 2.5; }
int fromf(float x) { return x ? 10 : 20; }
float3 vec(bool c, float3 a, float3 b) { return c ? a : b; }
// run: pick int:-5
// expect: int:-1
// run: pick int:0
// expect: int:0
// run: pick int:9
// expect: int:1
// run: mixed bool:true
// expect: float:1.0
// run: mixed bool:false
// expect: float:2.5
// run: fromf float:nan
// expect: int:10
// run: fromf float:-0.0
// expect: int:20
// run: vec bool:false float3:1,2,3 float3:4,5,6
// expect: float3:4.0,5.0,6.0
