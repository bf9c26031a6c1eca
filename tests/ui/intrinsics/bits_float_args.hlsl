// A floating-point argument of a bit operation converts to `int`, the
// first of DXC's `any_int` types: `firstbithigh(f)` is the signed search
// of `int(f)`. A double converts with DXC's narrowing warning.

uint use(float f, float3 v, double d, float2x2 m) {
    uint n = countbits(f) + firstbithigh(f);
    n += reversebits(v).x + firstbitlow(v).y;
    n += countbits(m)[1].x;
    // expected-warning@+1 {{conversion from larger type 'double' to smaller type 'int', possible loss of data}}
    n += firstbitlow(d);
    return n;
}
