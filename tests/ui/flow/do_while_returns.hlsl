// The body of a do-while runs at least once: if it always returns, the
// function is complete; if it may continue, it is not.

int once(int n) {
    do {
        return n;
    } while (n > 0);
}

// expected-error@+1 {{function 'maybe' does not return a value on every path}}
int maybe(int n) {
    do {
        if (n > 3) continue;
        return n;
    } while (n-- > 0);
}
