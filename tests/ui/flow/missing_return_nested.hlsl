// A branch nested in a branch that does not return leaves a path open.

// expected-error@+1 {{function 'f' does not return a value on every path}}
float f(float x, float y) {
    if (x > 0) {
        if (y > 0) {
            return 1;
        }
    } else {
        return 2;
    }
}

float g(float x, float y) {
    if (x > 0) {
        if (y > 0) {
            return 1;
        }
        return 3;
    } else {
        return 2;
    }
}
