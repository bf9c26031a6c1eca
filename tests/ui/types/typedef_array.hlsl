// A typedef may name an array type; its variables index like arrays.
// expected-no-diagnostics

typedef float4 Palette[2];

float4 pick(Palette p) { return p[1]; }

float4 use() {
    Palette p;
    p[0] = 0;
    p[1] = float4(1, 2, 3, 4);
    return pick(p);
}
