// Locals that hlslc lowers as values (naga `let`s, hlsl-lower's
// value_locals.rs) next to ones that must stay variables: each output is
// what HLSL's rules give, worked out by hand below (all values exact).
struct Pair {
    float a;
    int b;
};

RWStructuredBuffer<float> o : register(u0);
RWStructuredBuffer<int> n : register(u1);

// `x` is never written: read as its argument. `y` is written: a variable.
float scaled(float x, float y) {
    y = y * 2;
    return x + y;
}

int bump(inout int v) {
    v += 10;
    return v;
}

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    // A value taken before its source changes keeps the old value.
    float src = 1.5;
    float before = src;
    src = 4.0;
    o[0] = before; // 1.5
    o[1] = src;    // 4

    // Declared in a loop body: a new value each iteration.
    float sum = 0;
    for (int i = 0; i < 4; i++) {
        float sq = float(i * i);
        sum += sq; // 0 + 1 + 4 + 9
    }
    o[2] = sum; // 14

    // Swizzles, a scalar's splat and vector indexing through a value.
    float3 v = float3(1, 2, 3);
    float s = 0.25;
    float2 ss = s.xx;
    o[3] = v.z * 10 + v.x;  // 31
    o[4] = ss.x + ss.y;     // 0.5
    o[5] = v[id.x + 1];     // v[1] = 2 (a dynamic index of a vector value)

    // A struct value and its fields.
    Pair p = { 2.5, 7 };
    o[6] = p.a * 2;         // 5
    n[0] = p.b + 1;         // 8

    // A matrix indexed by a non-literal stays a variable; by a literal it
    // may be a value.
    float2x2 m = float2x2(1, 2, 3, 4);
    float2 row = m[id.x + 1]; // row 1: (3, 4)
    o[7] = row.x + m[0].y;    // 3 + 2 = 5

    // Parameters: one read-only, one written in the callee.
    o[8] = scaled(1.0, 3.0);  // 1 + 6 = 7

    // An inout argument is a write: `k` stays a variable.
    int k = 5;
    int r = bump(k);
    n[1] = k;  // 15
    n[2] = r;  // 15

    // A value read in a nested if and loop after its declaration.
    int limit = 3 + int(id.x);
    int count = 0;
    if (limit > 2) {
        for (int j = 0; j < limit; j++) {
            count += limit;
        }
    }
    n[3] = count; // 9

    // Compound assignment, ++ and a member store each make a variable.
    float acc = 1;
    acc *= 3;
    int c = 0;
    c++;
    Pair q = { 0.5, 1 };
    q.b = 40;
    o[9] = acc;       // 3
    n[4] = c + q.b;   // 41
}
