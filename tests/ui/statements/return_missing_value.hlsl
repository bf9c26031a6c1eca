// A non-void function's return must give a value.

float f(float x) {
    if (x > 0) {
        // expected-error@+1 {{non-void function 'f' should return a value}}
        return;
    }
    return x;
}
