// if, while and for need a scalar condition.

struct S { int a; };

void f(float3 v, S s) {
    // expected-error@+1 {{condition must be a scalar, found 'float3'}}
    if (v) {}
    // expected-error@+1 {{condition must be a scalar, found 'S'}}
    while (s) {}
    if (v.x) {}
}
