// Variables declared with a struct defined in a function body are locals
// of that function: each call has its own, sized by local constants.

float f(float x) {
    const uint size = 4 * 3 - 4;
    struct Cell { float v; } cells[size];
    struct { float a; float b; } pair = { x, 2 };
    cells[size - 1].v = x * 10;
    return cells[7].v + pair.a + pair.b;
}
// run: f float:1
// expect: float:13.0
// run: f float:2
// expect: float:24.0
