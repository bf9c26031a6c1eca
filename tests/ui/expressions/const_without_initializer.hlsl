// A const local needs its value.

void f() {
    // expected-error@+1 {{const variable 'k' must be initialized}}
    const float k;
    const float ok = 1;
}
