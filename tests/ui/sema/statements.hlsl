// Statement context: break/continue need a loop, returns match the function.

void v() {
    // expected-error@+1 {{'break' statement not in loop or switch statement}}
    break;
    // expected-error@+1 {{'continue' statement not in loop statement}}
    continue;
    // expected-error@+1 {{void function 'v' should not return a value}}
    return 1;
}

int r(int x) {
    for (int i = 0; i < x; ++i) {
        if (i == 3) break;
        continue;
    }
    while (x > 0) { x -= 1; }
    do { x++; } while (x < 10);
    // expected-error@+1 {{non-void function 'r' should return a value}}
    return;
}

// expected-error@+1 {{function 'm' does not return a value on every path}}
int m(int x) {
    if (x > 0) {
        return 1;
    }
}

int ok(int x) {
    if (x > 0) {
        return 1;
    } else {
        return 2;
    }
}

int forever() {
    for (;;) {
        return 3;
    }
}
