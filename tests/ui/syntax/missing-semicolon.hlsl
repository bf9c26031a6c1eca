// A missing ';' is reported at the end of the token before it (Clang style),
// and the next line is read as the next statement.
// expected-error@+1 {{expected ';' after top level declarator}}
static float a = 1
static float b = 2;

struct S {
    // expected-error@+1 {{expected ';' at end of declaration}}
    float x
    float y;
// expected-error@+1 {{expected ';' after struct}}
}

void f(int n) {
    // expected-error@+1 {{expected ';' at end of declaration}}
    int i = 0
    // expected-error@+1 {{expected ';' after expression}}
    i = i + 1
    do { i++; } while (i < n)
    // expected-error@-1 {{expected ';' after do/while statement}}
    for (;;) {
        // expected-error@+1 {{expected ';' after break statement}}
        break
    }
    // expected-error@+1 {{expected ';' after return statement}}
    return
}
