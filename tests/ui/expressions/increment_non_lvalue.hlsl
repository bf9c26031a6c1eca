// ++ and -- need a place to modify.

int g() { return 1; }

void f(int i, float3 v) {
    // expected-error@+1 {{expression is not assignable}}
    (i + 1)++;
    // expected-error@+1 {{expression is not assignable}}
    --g();
    // expected-error@+1 {{expression is not assignable}}
    5++;
    // expected-error@+1 {{expression is not assignable}}
    (i++)++;
    i++;
    ++v.x;
    v--;
}
