// if/else chains that return on every branch, and a return after a
// branch that may not, are complete.
// expected-no-diagnostics

int sign(int x) {
    if (x > 0) {
        return 1;
    } else if (x < 0) {
        return -1;
    } else {
        return 0;
    }
}

float clampish(float x) {
    if (x > 1) return 1;
    return x;
}
