// A function may not call itself.

// expected-note@+1 {{'fact' is declared here}}
int fact(int n) {
    // expected-error@+1 {{recursive call to 'fact' is not allowed in HLSL}}
    return n <= 1 ? 1 : n * fact(n - 1);
}
