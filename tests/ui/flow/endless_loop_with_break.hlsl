// A break leaves an endless loop, and then the end of the function is
// reachable.

// expected-error@+1 {{function 'f' does not return a value on every path}}
int f(int n) {
    while (true) {
        if (n > 10) break;
        n++;
    }
}

int ok(int n) {
    while (true) {
        if (n > 10) break;
        n++;
    }
    return n;
}
