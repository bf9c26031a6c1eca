// float -> int conversion truncates toward zero. Out of range, DXIL fptosi
// and SPIR-V ConvertFToS are undefined (D3D10+ hardware saturates to
// INT_MAX/INT_MIN). hlslc defines them by WGSL's rule, which naga's SPIR-V
// implements and the interpreter follows, so that both paths agree: NaN -> 0,
// else the integer closest to the value that the float type can also hold.
// For `float` that is 2^31 - 128 = 2147483520 at the top (a float cannot
// hold INT_MAX); a `double` holds every int. Differential testing found the
// interpreter giving INT_MAX where Vulkan gave 2147483520 (seed 631,
// docs/differential.md).

int fi(float x) { return (int)x; }
// run: fi float:2.9
// expect: int:2
// run: fi float:-2.9
// expect: int:-2
// run: fi float:-0.5
// expect: int:0
// run: fi float:nan
// expect: int:0
// run: fi float:inf
// expect: int:2147483520
// run: fi float:-inf
// expect: int:-2147483648
// run: fi float:3e9
// expect: int:2147483520
// run: fi float:-3e9
// expect: int:-2147483648
// run: fi float:2147483520
// expect: int:2147483520
// run: fi float:2147483648
// expect: int:2147483520
// run: fi float:-2147483648
// expect: int:-2147483648
// run: fi float:1e-45
// expect: int:0

int4 fv(float4 x) { return int4(x); }
// run: fv float4:1.5,-1.5,nan,1e10
// expect: int4:1,-1,0,2147483520

int di(double x) { return (int)x; }
// run: di double:-2147483648.9
// expect: int:-2147483648
// run: di double:nan
// expect: int:0
// run: di double:2147483647.9
// expect: int:2147483647

// The copy-back of an `inout float` parameter into an `int` argument
// (seed 631): 2147483647 is 2^31 as a float.
void keep(inout float p) {}
int round_trip(int a) {
    keep(a);
    return a;
}
// run: round_trip int:2147483647
// expect: int:2147483520
// run: round_trip int:-2147483648
// expect: int:-2147483648
