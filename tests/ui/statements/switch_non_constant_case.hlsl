// Case values must be integer constants.

int f(int x, int y) {
    switch (x) {
    // expected-error@+1 {{case value is not a constant integer expression}}
    case y:
        return 1;
    case 2 * 3:
        return 2;
    default:
        return 0;
    }
}
