// expected-no-diagnostics
// Bit operations on integer scalars and vectors: counts, first set bits
// from either end, reversal.
uint4 use(uint a, int b, uint3 v, int2 w) {
    uint n = countbits(a) + countbits(b);
    uint3 nv = countbits(v);
    uint hi = firstbithigh(a) + firstbithigh(b);
    int2 his = firstbithigh(w);
    uint lo = firstbitlow(a) + firstbitlow(b);
    uint3 los = firstbitlow(v);
    uint r = reversebits(a);
    uint3 rv = reversebits(v);
    return uint4(n + hi + lo + r, nv.x + los.y + rv.z, his);
}
