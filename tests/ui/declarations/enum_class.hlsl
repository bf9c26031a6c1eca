// expected-no-diagnostics
// Scoped enums: enumerators are named through the enum, convert only
// explicitly, and may have an underlying type.
enum class Color : uint {
    Red,
    Green = 10,
    Blue,
};

enum class Axis {
    X,
    Y,
    Z,
};

uint use(Color c, Axis a) {
    uint v = (uint)c;
    if (c == Color::Blue)
        v += (uint)Color::Green;
    Axis b = Axis::Z;
    if (a != b)
        v += 1;
    return v + uint(Color::Red);
}
