// expected-no-diagnostics
// Static data members are globals named through their struct, also from
// the struct's own member functions.
struct Limits {
    static const uint MaxLights = 8;
    static float scale;
    uint count;
    uint clampCount(uint n) { return min(n, MaxLights) * (uint)scale; }
};

float use(uint n) {
    Limits::scale = 2.0;
    float s = Limits::scale;
    Limits l;
    l.count = n;
    return s * l.clampCount(n + Limits::MaxLights);
}
