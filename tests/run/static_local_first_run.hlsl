// A function-local static whose initializer reads the function's
// parameters takes its value the first time its declaration is reached,
// and keeps it (DXC's init_done guard): later calls see the first value.
// One with a constant initializer has it from the start.
int remember(int x) {
    static int first = x * 10;
    static int calls = 0;
    calls += 1;
    return first + calls;
}

int twice(int a, int b) { return remember(a) * 1000 + remember(b); }
// run: twice int:3 int:7
// expect: int:31032

int skipped(bool reach, int x) {
    if (reach) {
        static int seen = x;
        return seen;
    }
    return -1;
}

int reachedLate() { return skipped(false, 5) * 100 + skipped(true, 8) * 10 + skipped(true, 9); }
// run: reachedLate
// expect: int:-12
