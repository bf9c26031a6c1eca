// A local that hides a static const is not a constant.

static const int N = 3;

void f() {
    float fine[N];
    int N = 2;
    // expected-error@+1 {{array size is not an integer constant expression}}
    float a[N];
}
