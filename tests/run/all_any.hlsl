// all and any test components for non-zero: NaN counts as true (NaN != 0), -0
// as false (-0 == 0), a denormal as true. Integers and bools too.

bool2 aa(float3 v) { return bool2(all(v), any(v)); }
// run: aa float3:1,2,3
// expect: bool2:true,true
// run: aa float3:0,0,0
// expect: bool2:false,false
// run: aa float3:-0.0,-0.0,-0.0
// expect: bool2:false,false
// run: aa float3:nan,nan,nan
// expect: bool2:true,true
// run: aa float3:1,0,1
// expect: bool2:false,true
// run: aa float3:1e-45,0,0
// expect: bool2:false,true
// run: aa float3:1e-45,1e-45,-1e-45
// expect: bool2:true,true
// run: aa float3:-0.0,nan,0
// expect: bool2:false,true

bool2 ai(int4 v) { return bool2(all(v), any(v)); }
// run: ai int4:-2147483648,1,-1,2
// expect: bool2:true,true
// run: ai int4:0,0,0,0
// expect: bool2:false,false
// run: ai int4:0,0,0,-2147483648
// expect: bool2:false,true

bool2 ab(bool2 v) { return bool2(all(v), any(v)); }
// run: ab bool2:true,false
// expect: bool2:false,true
// run: ab bool2:true,true
// expect: bool2:true,true

bool asc(float x) { return all(x) && any(x); }
// run: asc float:-0.0
// expect: bool:false
// run: asc float:-inf
// expect: bool:true

bool au(uint2 v) { return any(v); }
// run: au uint2:0,2147483648
// expect: bool:true
