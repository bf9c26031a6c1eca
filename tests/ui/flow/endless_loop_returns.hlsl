// A loop that only ends by returning makes the function complete:
// for (;;), while (true) and while (1) loop until the return.
// expected-no-diagnostics

int a(int n) {
    for (;;) {
        if (n > 10) return n;
        n += 3;
    }
}

int b(int n) {
    while (true) {
        if (n > 10) return n;
        n *= 2;
    }
}

int c(int n) {
    while (1) {
        n++;
        if (n % 7 == 0) return n;
    }
}
