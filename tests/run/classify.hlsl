// isnan, isinf, isfinite, component-wise bool results. Denormals, -0 and FLT_MAX
// are finite; NaN is neither infinite nor finite.

bool3 cl(float x) { return bool3(isnan(x), isinf(x), isfinite(x)); }
// run: cl float:nan
// expect: bool3:true,false,false
// run: cl float:inf
// expect: bool3:false,true,false
// run: cl float:-inf
// expect: bool3:false,true,false
// run: cl float:-0.0
// expect: bool3:false,false,true
// run: cl float:1e-45
// expect: bool3:false,false,true
// run: cl float:3.4028235e38
// expect: bool3:false,false,true
// run: cl float:-3.4028235e38
// expect: bool3:false,false,true
// run: cl float:1
// expect: bool3:false,false,true

bool4 nv(float4 x) { return isnan(x); }
bool4 iv(float4 x) { return isinf(x); }
// run: nv float4:nan,0,inf,-1
// expect: bool4:true,false,false,false
// run: iv float4:nan,0,inf,-inf
// expect: bool4:false,false,true,true

bool ov(float x) { return isinf(x * x); }
// run: ov float:1e20
// expect: bool:true
// run: ov float:1e19
// expect: bool:false

bool3 cd(double x) { return bool3(isnan(x), isinf(x), isfinite(x)); }
// run: cd double:1e300
// expect: bool3:false,false,true
// run: cd double:-inf
// expect: bool3:false,true,false
