// Member function templates: instantiated per call, with deduced or
// explicit arguments, through the object, unqualified inside another
// member, on a derived struct, and changing the object.
struct Counter {
    float total;
    template <typename T> T as() { return (T)total; }
    template <typename T> void add(T amount) { total += (float)amount; }
    template <typename T> T twice(T x) { return x + x; }
    int asIntPlusOne() { return as<int>() + 1; }
};
struct Named : Counter { int id; };

// run: explicit
// expect: int:7
int explicit() {
    Counter c;
    c.total = 7.75;
    return c.as<int>();
}

// run: deduced
// expect: float:8.5
float deduced() {
    Counter c;
    c.total = 1.0;
    c.add(2);        // add<int>
    c.add(3.5);      // add<float>
    return c.total + c.twice(2.0) - c.twice(1);
}

// run: insideMember
// expect: int:4
int insideMember() {
    Counter c;
    c.total = 3.25;
    return c.asIntPlusOne();
}

// run: inherited
// expect: uint:6
uint inherited() {
    Named n;
    n.total = 2;
    n.add(4u);
    return n.as<uint>();
}
