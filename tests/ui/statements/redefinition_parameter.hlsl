// A local in the function's outermost block may not reuse a parameter's
// name.

// expected-note@+1 {{previous definition is here}}
void f(int p) {
    // expected-error@+1 {{redefinition of 'p'}}
    int p = 2;
}
