// Malformed statements of every kind, one diagnostic each; the statements
// after each mistake still parse and check.
void f(int n) {
    // expected-error@+1 {{expected '(' after 'while'}}
    while n > 0) n--;
    // expected-error@+1 {{expected 'while' in do/while loop}}
    do { n--; } until (n == 0);
    // expected-error@+1 {{expected '(' after 'switch'}}
    switch n) { default: break; }
    switch (n) {
    // expected-error@+1 {{expected ':' after 'default'}}
    default break;
    }
    // expected-error@+1 {{expected '(' after 'for'}}
    for int i = 0; i < 2; i++) n++;
    // expected-error@+1 {{expected ';' after continue statement}}
    while (n > 0) { n--; continue }
    // expected-error@+1 {{expected expression}}
    if () n = 1;
    // expected-error@+1 {{expected ';' after discard statement}}
    if (n > 100) discard
    // expected-error@+1 {{expected expression}}
    [unroll(4)] for (int j = 0; j < ; j++) {}
    // expected-error@+2 {{expected ']'}}
    // expected-note@+1 {{to match this '['}}
    [branch if (n) n = 2;
    // expected-error@+1 {{expected ';' at end of declaration}}
    int a = 1, b = 2
    n = a + b;
}

// expected-error@+1 {{expected expression}}
float withDefault(float x = ) { return x; }
// expected-error@+1 {{expected identifier}}
typedef float;
// `Broken` is not a template, so the name is missing where `<` is.
// expected-error@+1 {{expected identifier}}
typedef Broken<;
