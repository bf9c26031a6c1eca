// HLSL 2021 `and`, `or` and `select`: component-wise, every argument
// evaluated.

// run: and_or int:3 int:0
// expect: int:1011
int and_or(int a, int b) {
    bool2 x = bool2(a > 2, b > 2);
    bool2 y = and(x, true);
    bool2 z = or(x, bool2(false, true));
    return (y.x ? 1000 : 0) + (y.y ? 100 : 0) + (z.x ? 10 : 0) + (and(a, b) ? 1 : 0) + (or(b, b) ? 5 : 0) - (z.y ? 0 : 1) + 1;
}

// run: sel float:2.0
// expect: float:54332.5
float sel(float t) {
    float3 v = select(float3(1, 2, 3) > t, float3(10, 20, 30), float3(100, 200, 300));
    float s = select(t > 1, 2.5, 7);
    int2 i = select(true, int2(4, 5), 0);
    return v.x + v.y + v.z + s + i.x * 1000 + i.y * 10000;
}

static int counter = 0;
int bump() {
    counter += 1;
    return counter;
}

// run: both_evaluated
// expect: int:2
int both_evaluated() {
    counter = 0;
    bool r = and(false, bump() > 0);
    bool q = or(true, bump() > 0);
    return r || !q ? -1 : counter;
}
