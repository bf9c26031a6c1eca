// A file of declarations and helpers alone is a valid library.
// expected-no-diagnostics

struct Light {
    float3 dir;
    float intensity;
};

float shade(Light l, float3 n) {
    return max(dot(l.dir, n), 0.0) * l.intensity;
}

int wrap(int x, int n) {
    int r = x % n;
    return r < 0 ? r + n : r;
}

uint bits(uint x) {
    return countbits(x) + reversebits(x) + (x << 3) + (x >> 1u);
}
