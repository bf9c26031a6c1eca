// A static local keeps its value between calls: it is initialized once,
// like a static global, and only its scope sees it.
static const int Start = 10;

int counter() {
    static int n = Start;
    n += 1;
    return n;
}

// run: twice
// expect: int:12
int twice() {
    counter();
    return counter();
}

// run: shadowing
// expect: int:107
int shadowing() {
    static int total = 100;
    {
        static int total = 5;   // another static, in the inner scope
        total += 2;
    }
    total += 7;
    return total;
}
