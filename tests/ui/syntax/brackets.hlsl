void f(int a, int b) {
    // expected-error@+2 {{expected ')'}}
    // expected-note@+1 {{to match this '('}}
    a = (a + b;
    // expected-error@+2 {{expected ']'}}
    // expected-note@+1 {{to match this '['}}
    a = b[a;
    // expected-error@+2 {{expected ')'}}
    // expected-note@+1 {{to match this '('}}
    f(a, b;
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
