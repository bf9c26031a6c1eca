// break needs an enclosing loop or switch; continue needs a loop.

void f(int x) {
    // expected-error@+1 {{'break' statement not in loop or switch statement}}
    break;
    if (x > 0) {
        // expected-error@+1 {{'continue' statement not in loop statement}}
        continue;
    }
    while (x > 0) {
        x--;
        if (x == 3) break;
        continue;
    }
}
