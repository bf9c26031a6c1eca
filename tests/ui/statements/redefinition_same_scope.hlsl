// A name is declared once per scope; parameters share the function's
// outermost scope.

void f(int p) {
    // expected-note@+1 {{previous definition is here}}
    int a = 1;
    // expected-error@+1 {{redefinition of 'a'}}
    float a = 2;
}
