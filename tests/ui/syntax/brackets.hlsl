void g(int a, int b) {}

void f(int a, int b, int c[2]) {
    // expected-error@+2 {{expected ')'}}
    // expected-note@+1 {{to match this '('}}
    a = (a + b;
    // expected-error@+2 {{expected ']'}}
    // expected-note@+1 {{to match this '['}}
    a = c[a;
    // expected-error@+2 {{expected ')'}}
    // expected-note@+1 {{to match this '('}}
    g(a, b;
    // expected-error@+1 {{expected '(' after 'if'}}
    if a > b) a = b;
    // expected-error@+1 {{expected ';' in 'for' statement specifier}}
    for (int i = 0 i < 3; i++) a++;
    // expected-error@+2 {{expected '>'}}
    // expected-note@+1 {{to match this '<'}}
    vector<float, 3 v;
    // expected-error@+2 {{expected ':'}}
    // expected-note@+1 {{to match this '?'}}
    a = a ? b;
}

// expected-error@+2 {{expected ')'}}
// expected-note@+1 {{to match this '('}}
float g(float x { return x; }

// expected-note@+1 {{to match this '{'}}
void unclosed() {
    int a = 1;
// expected-error@+1 {{expected '}'}}
