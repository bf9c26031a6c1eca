// expected-no-diagnostics
// Unscoped enumerators are constants in the enclosing scope and convert to
// integers implicitly; values count on from the last explicit one.
enum Mode {
    Off,
    Low = 4,
    High,
    Max = High * 2,
};

static const int table[Max] = { 0, 1, 2, 3, 4, 5, 6, 7, 8, 9 };

int use(Mode m) {
    int i = m;
    uint u = High;
    Mode n = Low;
    if (m == Mode::Off)
        n = Max;
    switch (n) {
    case Low:
        return table[u] + i;
    default:
        return n;
    }
}
