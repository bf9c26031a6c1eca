// Comparisons of vectors give bool vectors, component-wise; ! negates each
// component; bool vectors convert to 0/1 numbers and combine with and/or.

bool3 lt(float3 a, float3 b) { return a < b; }
bool3 nt(bool3 b) { return !b; }
int3 toint(bool3 b) { return (int3)b; }
bool3 eqi(int3 a, int3 b) { return a == b; }
float3 pick(float3 a) { return (float3)(a > 0) * a; }
bool2 cmb(bool2 a, bool2 b) { return or(and(a, b), !a); }
// run: lt float3:1,nan,3 float3:2,2,-3
// expect: bool3:true,false,false
// run: nt bool3:true,false,true
// expect: bool3:false,true,false
// run: toint bool3:true,false,true
// expect: int3:1,0,1
// run: eqi int3:1,2,-2147483648 int3:1,3,-2147483648
// expect: bool3:true,false,true
// run: pick float3:-1,2,nan
// expect: float3:-0.0,2.0,nan
// run: cmb bool2:true,false bool2:false,false
// expect: bool2:false,true
