// A local struct that declares `operator()` is called like a function:
// `a(x)` is `a.operator()(x)` (C++, DXC), with overloads by arguments.
struct Scale {
    int factor;
    int operator()(int x) { return x * factor; }
    int operator()(int x, int y) { return (x + y) * factor; }
    int operator()() { return factor; }
};

int calls() {
    Scale s = { 3 };
    return s(2) * 100 + s(1, 2) * 10 + s();
}
// run: calls
// expect: int:693
