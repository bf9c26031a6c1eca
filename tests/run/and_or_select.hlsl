// HLSL 2021 and(a, b), or(a, b), select(c, a, b): component-wise, every
// operand evaluated (no short-circuit). Non-bool arguments convert to bool: NaN is
// true, -0 false.

bool2 ao(bool a, bool b) { return bool2(and(a, b), or(a, b)); }
// run: ao bool:false bool:false
// expect: bool2:false,false
// run: ao bool:false bool:true
// expect: bool2:false,true
// run: ao bool:true bool:false
// expect: bool2:false,true
// run: ao bool:true bool:true
// expect: bool2:true,true

bool3 av(float3 a, float3 b) { return and(a, b); }
// run: av float3:nan,-0.0,1 float3:1,1,0
// expect: bool3:true,false,false

float3 sl(bool3 c, float3 a, float3 b) { return select(c, a, b); }
// run: sl bool3:true,false,true float3:1,2,3 float3:4,5,6
// expect: float3:1.0,5.0,3.0

static int calls;
int bump() { calls += 1; return 1; }
int both(bool c) { calls = 0; int r = select(c, bump(), bump() * 2); return r * 10 + calls; }
int ors(bool c) { calls = 0; bool r = or(c, bump() != 0); return calls; }
// run: both bool:true
// expect: int:12
// run: both bool:false
// expect: int:22
// run: ors bool:true
// expect: int:1

int sc(bool c, int a, int b) { return select(c, a, b); }
// run: sc bool:false int:-2147483648 int:7
// expect: int:7
