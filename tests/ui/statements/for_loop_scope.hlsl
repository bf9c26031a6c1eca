// A for loop's declarations are local to the loop: two loops may use the
// same name, and the name is not visible after the loop.

int f(int n) {
    int total = 0;
    for (int i = 0; i < n; i++) total += i;
    for (int i = n; i > 0; i--) total -= i;
    for (uint i = 0; i < 2; i++) {
        float i2 = i;
    }
    // expected-error@+1 {{use of undeclared identifier 'i'}}
    return total + i;
}
