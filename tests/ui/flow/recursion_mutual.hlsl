// A cycle through several functions is recursion too; the notes name
// each function on it.

bool is_odd(uint n);
uint two(uint n);
uint three(uint n);

// expected-note@+1 {{'is_even' is declared here}}
bool is_even(uint n) {
    // expected-error@+1 {{recursive call to 'is_odd' is not allowed in HLSL}}
    return n == 0 ? true : is_odd(n - 1);
}

// expected-note@+1 {{'is_odd' is declared here}}
bool is_odd(uint n) {
    return n == 0 ? false : is_even(n - 1);
}

// expected-note@+1 {{'one' is declared here}} expected-error@+1 {{recursive call to 'two' is not allowed in HLSL}}
uint one(uint n) { return n == 0 ? 0 : two(n - 1); }
// expected-note@+1 {{'two' is declared here}}
uint two(uint n) { return three(n); }
// expected-note@+1 {{'three' is declared here}}
uint three(uint n) { return one(n); }
