// Unsized arrays sized from their initializer's component count, and
// array sizes from `sizeof` and `const` locals.
static float2 pairs[] = {1, 2, 3, 4};

// run: pairs_total
// expect: float:10.0
float pairs_total() {
    float2 s = pairs[0] + pairs[1];
    return s.x + s.y;
}

// run: local_sizes int:1
// expect: int:25
int local_sizes(int i) {
    const int k = 3;
    int a[k] = {1, 2, 3};
    int3 b[] = {4, 5, 6, 7, 8, 9};
    uint c[sizeof(int2)];
    c[7] = 0;
    return a[i] + b[i].x + b[i].y + b[i].z + (int)c[7] - 1 + sizeof(b) / sizeof(int3) - 2;
}
