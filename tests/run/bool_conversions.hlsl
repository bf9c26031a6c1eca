// To bool: non-zero is true, so NaN is true and -0.0 false. From bool: 1 and 0
// (true + true == 2).

bool fb(float x) { return (bool)x; }
// run: fb float:nan
// expect: bool:true
// run: fb float:-0.0
// expect: bool:false
// run: fb float:1e-45
// expect: bool:true
// run: fb float:-inf
// expect: bool:true

bool ib(int x) { return x; }
bool ub(uint x) { return x; }
// run: ib int:-2147483648
// expect: bool:true
// run: ib int:0
// expect: bool:false
// run: ub uint:4294967295
// expect: bool:true

int bi(bool a, bool b) { return a + b; }
float bf(bool a) { return a; }
// run: bi bool:true bool:true
// expect: int:2
// run: bf bool:true
// expect: float:1.0
// run: bf bool:false
// expect: float:0.0

bool3 fbv(float3 x) { return (bool3)x; }
// run: fbv float3:nan,-0.0,2
// expect: bool3:true,false,true

int notn(float x) { return !x; }
// run: notn float:nan
// expect: int:0
// run: notn float:-0.0
// expect: int:1
