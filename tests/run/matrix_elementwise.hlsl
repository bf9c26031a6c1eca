// Element-wise intrinsics on matrices act on each element, as on the
// rows' vectors: float, int, uint and bool matrices, 1xN and Nx1 shapes,
// scalars splatted, and an argument with side effects evaluated once.

float4 absmax(float4 v) {
    float2x2 m = float2x2(v);
    float2x2 a = abs(m);
    float2x2 b = max(m, 0);
    return float4(a[0], b[1]);
}
// run: absmax float4:1,-2,-1,-4
// expect: float4:1.0,2.0,0.0,0.0

float4 lerps(float4 x, float4 y) {
    float2x2 a = float2x2(x), b = float2x2(y);
    float2x2 l = lerp(a, b, 0.25);
    return float4(l[0], l[1]);
}
// run: lerps float4:0,4,8,-8 float4:4,0,0,8
// expect: float4:1.0,3.0,6.0,-4.0

int4 ints(int4 v) {
    int2x2 m = int2x2(v);
    int2x2 s = sign(m);
    int2x2 c = clamp(m, -1, 3);
    return int4(s[0], c[1]);
}
// run: ints int4:-7,0,5,-2147483648
// expect: int4:-1,0,3,-1

uint3 umad(uint3 v) {
    uint1x3 a = uint1x3(v);
    uint1x3 r = mad(a, a, 1u);
    return r[0];
}
// run: umad uint3:1,2,3
// expect: uint3:2,5,10

float3 columns(float3 v) {
    float3x1 m = float3x1(v);
    float3x1 r = sqrt(m);
    return float3(r._m00, r._m10, r._m20);
}
// run: columns float3:4,9,16
// expect: float3:2.0,3.0,4.0

float one(float v) {
    float1x1 m = v;
    float1x1 r = floor(m);
    return r._m00;
}
// run: one float:-2.5
// expect: float:-3.0

bool4 classify(float4 v) {
    float2x2 m = float2x2(v);
    bool2x2 n = isnan(m);
    bool2x2 f = isfinite(m);
    return bool4(n[0], f[1]);
}
// run: classify float4:nan,1,inf,0
// expect: bool4:true,false,false,true

static int counter;
float2x2 next() {
    counter += 1;
    return float2x2(counter, counter, counter, counter);
}

float4 once() {
    counter = 0;
    float2x2 r = frac(next() * 0.5);
    return float4(r[0], counter, r[1].x);
}
// run: once
// expect: float4:0.5,0.5,1.0,0.5

float4 selects(bool c, float4 x, float4 y) {
    float2x2 a = float2x2(x), b = float2x2(y);
    float2x2 s = select(c, a, b);
    return float4(s[0], s[1]);
}
// run: selects bool:false float4:1,2,3,4 float4:5.0,6.0,7.0,8.0
// expect: float4:5.0,6.0,7.0,8.0

float4 outs(float4 v) {
    float2x2 m = float2x2(v);
    float2x2 ip, e;
    float2x2 f = modf(m, ip);
    float2x2 mant = frexp(m, e);
    return float4(f[0].x, ip[0].x, mant[1].y, e[1].y);
}
// run: outs float4:2.5,0,0,8
// expect: float4:0.5,2.0,0.5,4.0

float2 sc(float2 v) {
    float1x2 m = float1x2(v);
    float1x2 s, c;
    sincos(m, s, c);
    return float2(s[0].x, c[0].y);
}
// run: sc float2:0,0
// expect: float2:0.0,1.0

// `%` on matrices: the remainder element by element, with the sign of
// the dividend (as fmod).
float4 rems(float4 x, float4 y) {
    float2x2 a = float2x2(x);
    a %= float2x2(y);
    return float4(a[0], a[1]);
}
// run: rems float4:-7,7.5,9,-0.5 float4:3,2,-4,1
// expect: float4:-1.0,1.5,1.0,-0.5

// Assignment to several matrix elements at once, and its value.
float4 swz(float2 v) {
    float2x2 m = float2x2(0, 0, 0, 0);
    m._m00_m11 = v;
    m._12_21 += v * 10;
    float2 r = (m._m11_m00 *= 2);
    return float4(m[0].x, m[0].y, m[1].x, r.x);
}
// run: swz float2:1,2
// expect: float4:2.0,10.0,20.0,4.0
