// Bit-fields (HLSL 2021): consecutive ones of one integer type share a
// storage unit of that type while they fit (DXC's layout), and read and
// write like fields.
// expected-no-diagnostics
struct Packed {
    uint R : 8;
    uint G : 8, B : 16;   // R, G and B fill one uint
    uint A : 4;           // a second uint
    float Other;
    int Signed : 3;
    int16_t Small : 5;
};

cbuffer Colors {
    Packed color;         // 16 bytes: two uints, a float, an int (and a short)
};

struct Derived : Packed {
    uint Extra : 2;
};

uint red() { return color.R; }

uint pack(uint r, uint g) {
    Packed p;
    p.R = r;
    p.G = g;
    p.B = 0xffff;
    p.A = 3;
    p.Signed = -2;
    p.G += 1;
    Derived d;
    d.Extra = p.A;
    return p.R | (p.G << 8) + d.Extra;
}
