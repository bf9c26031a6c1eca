// Explicit casts convert structs component by component: a scalar fills
// every component, a struct becomes a vector of as many or fewer
// components, and a vector becomes a struct.
// expected-no-diagnostics

struct Color { float r, g, b, a; };
struct Pair { float x; int y; };

float4 f(float3 v) {
    Color zero = (Color)0;
    Color c = (Color)float4(v, 1);
    float4 back = (float4)c;
    Pair p = (Pair)c;
    float2 head = (float2)c;
    return back + zero.a + p.y + head.x;
}
