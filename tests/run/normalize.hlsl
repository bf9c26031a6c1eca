// normalize(v) = v / length(v) in the interpreter (DXC: v * rsqrt(dot(v, v)); the
// two differ by rounding, hence 1 ULP). A zero vector gives NaN (0 / 0); an infinite
// component gives NaN there (inf / inf) and 0 elsewhere.

float3 nm(float3 v) { return normalize(v); }
// run: nm float3:0,0,0
// expect: float3:nan,nan,nan
// run: nm float3:inf,0,0
// expect: float3:nan,0.0,0.0
// ulps: 1
// run: nm float3:3,0,4
// expect: float3:0.6,0.0,0.8
// run: nm float3:0,-2,0
// expect: float3:0.0,-1.0,0.0
// run: nm float3:1,1,1
// expect: float3:0.57735026,0.57735026,0.57735026

float2 nm2(float2 v) { return normalize(v); }
// dot = 2e-40 is a denormal, kept (a flushing GPU gives 0 and then NaN here).
// run: nm2 float2:1e-20,1e-20
// expect: float2:0.7071087,0.7071087
// run: nm2 float2:-5,12
// expect: float2:-0.3846154,0.9230769

// A scalar: x / |x| (DXC takes `float_like<c>` with one component).
float nms(float x) { return normalize(x); }
// run: nms float:-2.5
// expect: float:-1.0
// run: nms float:0
// expect: float:nan
