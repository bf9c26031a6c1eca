// isfinite on vectors, and isnan of results that become NaN (0 * inf, inf - inf).

bool4 fin(float4 v) { return isfinite(v); }
bool2 mk(float a) { return bool2(isnan(a * 0), isnan(a - a)); }
// run: fin float4:1e-45,-0.0,inf,nan
// expect: bool4:true,true,false,false
// run: mk float:inf
// expect: bool2:true,true
// run: mk float:1
// expect: bool2:false,false
