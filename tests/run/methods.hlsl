// Member functions, operators, static members and single inheritance.
struct Counter {
    static const int kStep = 2;
    static int unused;
    int value;

    int get() { return value; }
    // Assigns to a field: `this` is passed inout.
    void bump() { value += kStep; }
    void bumpTwice() { bump(); this.bump(); }
    int peekPlus(int x) { return get() + x; }
    Counter operator+(Counter other) {
        Counter r;
        r.value = value + other.value;
        return r;
    }
    int operator[](int i) { return value * i; }
    bool operator==(Counter other);
    int later();
};

bool Counter::operator==(Counter other) { return value == other.value; }
int Counter::later() { return value * 100; }

struct Scaled : Counter {
    int scale;
    int scaled() { return get() * scale; }
    // Redeclares the base's get().
    int get() { return value + 1000; }
};

int counter(int start) {
    Counter c;
    c.value = start;
    c.bump();
    c.bumpTwice();
    return c.get() + c.peekPlus(10) * 1000;
}
// run: counter int:1
// expect: int:17007

int operators(int a, int b) {
    Counter x; x.value = a;
    Counter y; y.value = b;
    Counter z = x + y;
    return z.value * 10 + z[3] * 100 + (x == y ? 1 : 0) + z.later();
}
// run: operators int:2 int:5
// expect: int:2870
// run: operators int:4 int:4
// expect: int:3281

int statics() { return Counter::kStep * 10; }
// run: statics
// expect: int:20

int derived(int v) {
    Scaled s;
    s.value = v;
    s.scale = 3;
    s.bump();
    return s.scaled() * 10 + s.later();
}
// run: derived int:1
// expect: int:30390

// A read-only member function on a constant.
static const Counter kTen = { 10 };
int constant() { return kTen.get() + kTen.peekPlus(5); }
// run: constant
// expect: int:25
