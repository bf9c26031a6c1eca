// A loop whose condition can be false on entry may skip a return
// inside it.

// expected-error@+1 {{function 'first' does not return a value on every path}}
int first(int n) {
    for (int i = 0; i < n; i++) {
        return i;
    }
}

// expected-error@+1 {{function 'wait' does not return a value on every path}}
int wait(int n) {
    while (n > 0) {
        return n;
    }
}
