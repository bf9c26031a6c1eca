// HLSL 2021 `and`, `or` and `select` take bool-convertible scalars or
// vectors; the result has their common shape.
struct S { float x; };

void f(float3 a, int3 b, bool c, float2x2 m, S s) {
    bool3 x = and(a, b);
    bool3 y = or(c, b);
    bool z = and(1, 0.5);
    float3 v = select(x, a, 1);
    int3 w = select(c, b, 7);
    float3 u = select(y, 1, 2.0);
    float t = select(c, 1.0f, 2);
    // expected-error@+1 {{too few arguments to function call, expected 2, have 1}}
    and(c);
    // expected-error@+1 {{too many arguments to function call, expected 3, have 4}}
    select(c, 1, 2, 3);
    // expected-error@+1 {{no matching function for call to 'or(bool, S)'}}
    or(c, s);
    // expected-note@* {{candidate function: boolN or(boolN, boolN)}}
    // Element-wise on matrices too.
    float2x2 sm = select(c, m, 0);
    // expected-warning@+1 {{implicit truncation of vector type}}
    bool2 n = and(a, b);
}
