// expected-no-diagnostics
// Single inheritance: the base's fields and member functions are the
// derived struct's too, and a derived method may call inherited ones.
struct Shape {
    float2 origin;
    float2 moved(float2 d) { return origin + d; }
};

struct Circle : Shape {
    float radius;
    float left() { return moved(float2(-radius, 0)).x; }
};

struct Ring : Circle {
    float inner;
    float width() { return radius - inner; }
};

float use(Ring r) {
    r.origin = float2(1, 2);
    r.radius = 3;
    float a = r.left() + r.moved(float2(1, 1)).y;
    return a + r.width();
}
