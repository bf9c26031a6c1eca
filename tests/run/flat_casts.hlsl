// Explicit casts convert component by component: a scalar splats into
// every component of a struct, a struct becomes a vector of its
// components, and a larger value is cut to the components that fit.

struct S { float a; float2 b; int c; };
struct P { float x; float y; };

float f(float v) {
    S z = (S)0;
    S s = (S)v;
    float4 flat = (float4)s;
    P p = (P)float3(5, 6, 7);
    S t = {1, 2, 3, 4};
    int4 i = (int4)t;
    return z.b.y + s.c * 1000 + flat.y * 100 + p.y * 10 + i.w;
}

// run: f float:2
// expect: float:2264.0
