// An array size must be an integer constant expression.

int g;
static int s = 3;

void f(int n) {
    // expected-error@+1 {{array size is not an integer constant expression}}
    float a[n];
    // expected-error@+1 {{array size is not an integer constant expression}}
    float b[g];
    // expected-error@+1 {{array size is not an integer constant expression}}
    float c[s];
    // expected-error@+1 {{array size is not an integer constant expression}}
    float d[2.5];
    float ok[3];
}
