// flags: -T cs_6_6 -E main
// expected-no-diagnostics
// A member or variable may be named like a built-in type (`Buffer`,
// `Texture2D`): followed by `.` or `[` the name is the variable, as in
// DXC, while `Buffer<uint>` still names the type.
RWStructuredBuffer<uint> Buf1;
Buffer<uint> typed;

struct Holder {
    RWStructuredBuffer<uint> Buffer;
    void Increment() { Buffer.IncrementCounter(); }
    uint First() { return Buffer[0]; }
};

[numthreads(1, 1, 1)]
void main() {
    Holder h;
    h.Buffer = Buf1;
    h.Increment();
    uint4 Texture2D = uint4(1, 2, 3, 4);
    Buf1[1] = h.First() + Texture2D.y + Texture2D[2] + typed[0];
}
