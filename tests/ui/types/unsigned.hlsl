// expected-no-diagnostics
// `unsigned` before an integer scalar, vector or matrix type names its
// unsigned counterpart, and alone it is `uint`, as in DXC.
RWStructuredBuffer<unsigned int> Counts;

unsigned int Sum(unsigned int a, unsigned b) {
    return a + b;
}

uint2 Widen(unsigned int2 v, unsigned min16int4 w, unsigned int64_t x) {
    unsigned int4x2 m = 0;
    uint count = (unsigned int)v.x + (unsigned)w.y + (uint)x + m[0][0];
    return v + count;
}
