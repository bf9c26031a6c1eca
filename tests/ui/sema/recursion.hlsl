// HLSL has no recursion; the cycle is named in notes.

int b(int x);

// expected-note@+1 {{'a' is declared here}}
int a(int x) {
    // expected-error@+1 {{recursive call to 'b' is not allowed in HLSL}}
    return b(x);
}

// expected-note@+1 {{'b' is declared here}}
int b(int x) {
    return a(x - 1);
}
