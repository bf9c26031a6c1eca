// sizeof: bytes as a structured buffer lays the type out (tightly, no
// 16-byte rows), of a type or of an expression's type (not evaluated).
struct Particle { float3 position; float mass; uint2 ids; };
struct Mixed { float a; double d; };

uint scalars() { return sizeof(float) + sizeof(int) * 10 + sizeof(double) * 100 + sizeof(bool) * 1000; }
// run: scalars
// expect: uint:4844

uint vectors() { return sizeof(float3) + sizeof(float4x4) * 100; }
// run: vectors
// expect: uint:6412

uint structs() { return sizeof(Particle) + sizeof(Mixed) * 100; }
// run: structs
// expect: uint:1624

uint expressions(int x) {
    float arr[5];
    int counter = x;
    uint s = sizeof(arr) + sizeof counter;
    // The operand is not evaluated.
    uint t = sizeof(counter++);
    return s * 100 + t + counter;
}
// run: expressions int:7
// expect: uint:2411
