// A switch has at most one default label.

int f(int x) {
    switch (x) {
    // expected-note@+1 {{previous case defined here}}
    default:
        return 0;
    case 1:
        return 1;
    // expected-error@+1 {{multiple default labels in one switch}}
    default:
        return 2;
    }
}
