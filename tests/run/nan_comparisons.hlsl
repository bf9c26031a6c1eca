// Comparisons with NaN are unordered: ==, <, <=, >, >= are false and != is true,
// NaN included on both sides. Infinities compare equal to themselves.

bool4 cmp(float a, float b) { return bool4(a == b, a != b, a < b, a >= b); }
bool2 cmp2(float a, float b) { return bool2(a <= b, a > b); }
// run: cmp float:nan float:nan
// expect: bool4:false,true,false,false
// run: cmp float:nan float:1
// expect: bool4:false,true,false,false
// run: cmp float:inf float:inf
// expect: bool4:true,false,false,true
// run: cmp2 float:1 float:nan
// expect: bool2:false,false
// run: cmp float:-inf float:3.4028235e38
// expect: bool4:false,true,true,false
// run: cmp2 float:-0.0 float:0
// expect: bool2:true,false
// run: cmp float:1e-45 float:0
// expect: bool4:false,true,false,true
