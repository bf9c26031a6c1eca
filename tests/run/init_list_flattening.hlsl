// Initializer lists flatten their items into scalar components, which fill
// the target's components in order: vectors split across struct fields,
// structs taken whole, a matrix spread into a vector.

struct C { float2 v; int k; };
struct D { C c; float3 w; };

float f(float a) {
    float3 v = float3(a, 2, 3);
    float2x2 m = {1, 2, 3, 4};
    C cs[2] = {v, 4, 5, 6};
    D d = {cs[1], v};
    float4 q = {m};
    float arr[2][3] = {1, 2, 3, 4, 5, 6};
    return cs[0].v.x * 1000 + cs[1].k * 100 + d.w.z * 10 + q.w + arr[1][2] * 0.5 + m._m10 * 10000;
}

// run: f float:1
// expect: float:31637.0
