// flags: -T cs_6_0 -E main
// The built-in ray-tracing structs have exactly DXC's fields, and a
// program's own struct of the same name hides them.
RWStructuredBuffer<float> o;

float bad(RayDesc r) {
    // expected-error@+1 {{no member named 'Length' in 'RayDesc'}}
    return r.Length;
}

struct BuiltInTriangleIntersectionAttributes { float weight; };

[numthreads(1, 1, 1)]
void main() {
    BuiltInTriangleIntersectionAttributes own;
    own.weight = 2;
    // expected-error@+1 {{no member named 'barycentrics' in 'BuiltInTriangleIntersectionAttributes'}}
    o[0] = own.weight + own.barycentrics.x;
}
