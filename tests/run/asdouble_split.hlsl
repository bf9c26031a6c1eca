// asdouble(lo, hi) builds a double from its two 32-bit halves, and
// asuint(d, out lo, out hi) splits one: exact bit moves, -0.0 and denormals included.

double ad(uint lo, uint hi) { return asdouble(lo, hi); }
// run: ad uint:0 uint:1072693248
// expect: double:1.0
// run: ad uint:0 uint:2147483648
// expect: double:-0.0
// run: ad uint:0 uint:2146435072
// expect: double:inf
// run: ad uint:0 uint:4293918720
// expect: double:-inf
// run: ad uint:1 uint:0
// expect: double:5e-324
// run: ad uint:4294967295 uint:2146435071
// expect: double:1.7976931348623157e308
// run: ad uint:1413754136 uint:1074340347
// expect: double:3.141592653589793
// run: ad uint:1 uint:0x7ff00000
// expect: double:nan

uint2 sp(double d) { uint lo, hi; asuint(d, lo, hi); return uint2(lo, hi); }
// run: sp double:-0.0
// expect: uint2:0,2147483648
// run: sp double:0.1
// expect: uint2:2576980378,1069128089
// run: sp double:-2
// expect: uint2:0,3221225472
// run: sp double:5e-324
// expect: uint2:1,0
// run: sp double:inf
// expect: uint2:0,2146435072
// run: sp double:1e300
// expect: uint2:2281731484,2117592124

double2 adv(uint2 lo, uint2 hi) { return asdouble(lo, hi); }
// run: adv uint2:0,0 uint2:0x40000000,0xc0080000
// expect: double2:2.0,-3.0
