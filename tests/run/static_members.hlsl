// Static member functions: called as `S::f(…)`, unqualified inside the
// struct's members (static or not), and through an object; they reach
// the struct's static data but have no object.
struct Scale {
    static const int factor = 3;
    float value;
    static int twice(int x) { return x * 2; }
    static int withFactor(int x) { return twice(x) * factor; }
    float scaled() { return value * twice(factor); }
};

// run: qualified
// expect: int:14
int qualified() { return Scale::twice(7); }

// run: fromStatic
// expect: int:30
int fromStatic() { return Scale::withFactor(5); }

// run: fromMember
// expect: float:3.0
float fromMember() {
    Scale s;
    s.value = 0.5;
    return s.scaled();
}

// run: throughObject
// expect: int:8
int throughObject() {
    Scale s;
    return s.twice(4);
}
