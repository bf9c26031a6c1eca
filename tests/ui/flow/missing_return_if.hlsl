// A non-void function whose end is reachable is an error: here the
// condition may be false.

// expected-error@+1 {{function 'sign' does not return a value on every path}}
int sign(int x) {
    if (x > 0) {
        return 1;
    } else if (x < 0) {
        return -1;
    }
}
