// expected-no-diagnostics
// Member functions read and write the object's fields, call each other and
// may be called on members of arrays and on temporaries' copies.
struct Counter {
    uint value;
    uint step;
    void reset() { value = 0; }
    void bump() { value += step; }
    uint twice() { bump(); bump(); return value; }
    uint peek() { return this.value; }
};

uint use(uint n) {
    Counter c;
    c.step = n;
    c.reset();
    uint t = c.twice();
    Counter all[2];
    all[1] = c;
    all[1].bump();
    return t + all[1].peek();
}
