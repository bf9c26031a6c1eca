// A field array sized by the struct's own static const member has that size.

struct Probe {
    static const uint kCount = 3;
    float values[kCount];
};
uint size(uint unused) { Probe p; return sizeof(p.values) / sizeof(float); }
// run: size uint:0
// expect: uint:3
