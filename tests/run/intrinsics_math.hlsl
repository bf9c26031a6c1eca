// Math, bit and conversion intrinsics in the interpreter.
// ulps: 2

// Inverse trigonometric functions (transcendental results are within the
// per-intrinsic ULP tolerance of docs/intrinsics.md; `// ulps:` below).
float4 trig(float x) { return float4(asin(x), acos(x), atan(x), atan2(x, -1.0)); }
// run: trig float:0.5
// expect: float4:0.5235988,1.0471976,0.4636476,2.6779451
// run: trig float:1
// expect: float4:1.5707964,0.0,0.7853982,2.3561945

// Hyperbolic functions and log10; overflow gives inf.
float4 hyper(float x) { return float4(sinh(x), cosh(x), tanh(x), log10(x)); }
// run: hyper float:1
// expect: float4:1.1752012,1.5430806,0.7615942,0.0
// run: hyper float:100
// expect: float4:inf,inf,1.0,2.0

// rcp, smoothstep (Hermite over [0, 4]), ldexp (x * 2^e), sign.
float4 misc(float x) { return float4(rcp(x), smoothstep(0.0, 4.0, x), ldexp(x, 3.0), sign(-x)); }
// run: misc float:2
// expect: float4:0.5,0.5,16.0,-1.0
// run: misc float:-0.5
// expect: float4:-2.0,0.0,-4.0,1.0

// sign of integers gives int: -1, 0 or 1 (of a uint: 0 or 1).
int4 signs(int4 v) { return sign(v); }
// run: signs int4:-5,0,7,-1
// expect: int4:-1,0,1,-1

int signu(uint v) { return sign(v); }
// run: signu uint:9
// expect: int:1

// reflect, refract (total internal reflection gives 0), faceforward.
float3 refl(float3 i, float3 n) { return reflect(i, n); }
// run: refl float3:1,-1,0 float3:0,1,0
// expect: float3:1.0,1.0,0.0

float3 refr(float3 i, float3 n, float eta) { return refract(i, n, eta); }
// run: refr float3:0,-1,0 float3:0,1,0 float:0.5
// expect: float3:0.0,-1.0,0.0
// run: refr float3:0.8,-0.6,0 float3:0,1,0 float:2
// expect: float3:0.0,0.0,0.0

float3 ff(float3 n, float3 i, float3 ng) { return faceforward(n, i, ng); }
// run: ff float3:0,1,0 float3:0,-1,0 float3:0,1,0
// expect: float3:0.0,1.0,0.0
// run: ff float3:0,1,0 float3:0,1,0 float3:0,1,0
// expect: float3:-0.0,-1.0,-0.0

// isnan, isinf, isfinite.
bool4 classify(float x) { return bool4(isnan(x), isinf(x), isfinite(x), isnan(x / x)); }
// run: classify float:1
// expect: bool4:false,false,true,false
// run: classify float:inf
// expect: bool4:false,true,false,true
// run: classify float:nan
// expect: bool4:true,false,false,true

// dst, lit, D3DCOLORtoUBYTE4.
float4 dst_(float4 a, float4 b) { return dst(a, b); }
// run: dst_ float4:1,2,3,4 float4:5,6,7,8
// expect: float4:1.0,12.0,3.0,8.0

float4 lit_(float a, float b, float m) { return lit(a, b, m); }
// run: lit_ float:0.5 float:2 float:3
// expect: float4:1.0,0.5,8.0,1.0
// run: lit_ float:-0.5 float:2 float:3
// expect: float4:1.0,0.0,0.0,1.0

int4 ubyte4(float4 c) { return D3DCOLORtoUBYTE4(c); }
// run: ubyte4 float4:1,0.5,0,0.25
// expect: int4:0,127,255,63

// f32tof16 (round to nearest even; overflow to inf) and f16tof32.
uint3 tohalf(float3 x) { return f32tof16(x); }
// run: tohalf float3:1,-2,65504
// expect: uint3:15360,49152,31743
// run: tohalf float3:0.1,100000,0
// expect: uint3:11878,31744,0

float3 fromhalf(uint3 x) { return f16tof32(x); }
// run: fromhalf uint3:15360,49152,31743
// expect: float3:1.0,-2.0,65504.0

// The out forms: sincos, modf (the fraction keeps the sign), frexp
// (mantissa in [0.5, 1), exponent as a float; 0 for 0).
float2 sc(float x) { float s, c; sincos(x, s, c); return float2(s, c); }
// run: sc float:0
// expect: float2:0.0,1.0
// run: sc float:1
// expect: float2:0.84147096,0.5403023

float2 mf(float x) { float ip; float f = modf(x, ip); return float2(f, ip); }
// run: mf float:-2.75
// expect: float2:-0.75,-2.0
// run: mf float:3.5
// expect: float2:0.5,3.0

float2 fx(float x) { float e; float m = frexp(x, e); return float2(m, e); }
// run: fx float:8
// expect: float2:0.5,4.0
// run: fx float:-0.375
// expect: float2:-0.75,-1.0
// run: fx float:0
// expect: float2:0.0,0.0

// Doubles: asdouble, the 3-argument asuint, fma.
double ad(uint lo, uint hi) { return asdouble(lo, hi); }
// run: ad uint:0 uint:1072693248
// expect: double:1.0

uint2 split(double d) { uint lo, hi; asuint(d, lo, hi); return uint2(lo, hi); }
// run: split double:1.5
// expect: uint2:0,1073217536

double fm(double a, double b, double c) { return fma(a, b, c); }
// run: fm double:2 double:3 double:1
// expect: double:7.0

// msad4: masked sums of absolute byte differences at 4 offsets.
uint4 ms(uint r, uint2 s, uint4 a) { return msad4(r, s, a); }
// run: ms uint:0x01020304 uint2:0x05060708,0x090a0b0c uint4:0,0,0,100
// expect: uint4:16,20,24,128

// NonUniformResourceIndex is the identity.
uint nuri(uint i) { return NonUniformResourceIndex(i); }
// run: nuri uint:7
// expect: uint:7

// clip ends the invocation like discard when a component is negative.
float clipped(float2 x) { clip(x); return 1.0; }
// run: clipped float2:1,0
// expect: float:1.0
// run: clipped float2:1,-0.5
// expect-trap: discard
