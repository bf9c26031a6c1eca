// A derived struct converts to any of its bases (implicitly, by a cast, or
// as an argument), keeping the base's fields; types declared in a struct
// are named `Outer::Inner`.
struct Base { float a; float get() { return a * 10; } };
struct Mid : Base { float m; };
struct Derived : Mid { float b; };
float take(Base b) { return b.a; }
float takeMid(Mid b) { return b.m + b.a; }
struct Outer {
    struct Inner { int v; };
    Inner i;
};

// run: toBase
// expect: Base:{a=1.0}
Base toBase() {
    Derived d;
    d.a = 1; d.m = 5; d.b = 2;
    Base b = d;
    return b;
}

// run: toMid
// expect: Mid:{a=1.0, m=5.0}
Mid toMid() {
    Derived d;
    d.a = 1; d.m = 5; d.b = 2;
    return (Mid)d;
}

// run: arguments
// expect: float:27.0
float arguments() {
    Derived d;
    d.a = 1; d.m = 5; d.b = 2;
    // 1 + 6 + 10 (Base::get through Derived) + 10 (through the converted Mid)
    Mid m = d;
    return take(d) + takeMid(d) + d.get() + m.get();
}

// run: nested
// expect: int:7
int nested() {
    Outer::Inner n;
    n.v = 3;
    Outer o;
    o.i = n;
    o.i.v += 4;
    return o.i.v;
}
