// AddUint64 takes uint2 or uint4 (int vectors convert); other sizes and
// floats have no overload.

uint4 f(uint2 a, uint4 b, int2 i, uint3 c, float2 x) {
    uint2 s = AddUint64(a, a) + AddUint64(i, a);
    uint4 t = AddUint64(b, b);
    // expected-error@+1 {{no matching function for call to 'AddUint64(uint3, uint3)'}}
    AddUint64(c, c);
    // expected-note@* {{candidate function: uintN AddUint64(uintN, uintN) (N: 2 or 4)}}
    // expected-error@+1 {{no matching function for call to 'AddUint64(float2, float2)'}}
    AddUint64(x, x);
    // expected-note@* {{candidate function: uintN AddUint64(uintN, uintN) (N: 2 or 4)}}
    return t + s.xyxy;
}
