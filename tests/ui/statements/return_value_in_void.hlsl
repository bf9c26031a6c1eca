// A void function returns no value; a void expression is allowed.

void nothing() {}

void f(int x) {
    if (x > 0) {
        // expected-error@+1 {{void function 'f' should not return a value}}
        return x;
    }
    return;
}

void g() {
    return nothing();
}
