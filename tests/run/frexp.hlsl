// frexp(x, out e): x = m * 2^e with |m| in [0.5, 1) and the sign of x. The
// interpreter follows C's frexp: 0, -0, infinities and NaN give (x, 0), and a denormal
// is normalised (2^-149 -> (0.5, -148)). DXC's bit-field expansion differs there (it
// reads the biased exponent: inf -> exponent 129; denormals as -126), so those rows
// record the interpreter's choice; README.md. Exact.

float2 fx(float x) { float e; float m = frexp(x, e); return float2(m, e); }
// run: fx float:1
// expect: float2:0.5,1.0
// run: fx float:-3
// expect: float2:-0.75,2.0
// run: fx float:8
// expect: float2:0.5,4.0
// run: fx float:0.1
// expect: float2:0.8,-3.0
// run: fx float:3.4028235e38
// expect: float2:0.99999994,128.0
// run: fx float:1.1754944e-38
// expect: float2:0.5,-125.0
// run: fx float:1e-45
// expect: float2:0.5,-148.0
// run: fx float:-7e-39
// expect: float2:-0.59549415,-126.0
// run: fx float:0.0
// expect: float2:0.0,0.0
// run: fx float:-0.0
// expect: float2:-0.0,0.0
// run: fx float:inf
// expect: float2:inf,0.0
// run: fx float:-inf
// expect: float2:-inf,0.0
// run: fx float:nan
// expect: float2:nan,0.0

float3 fxv(float3 x, out float3 e) { return frexp(x, e); }
float3 fxe(float3 x) { float3 e; fxv(x, e); return e; }
// run: fxv float3:2,5,-0.25 float3:0,0,0
// expect: float3:0.5,0.625,-0.5
// run: fxe float3:2,5,-0.25
// expect: float3:2.0,3.0,-1.0
