// Only places can be assigned: not literals, calls, or arithmetic.

float g() { return 1; }

void f(float x) {
    // expected-error@+1 {{expression is not assignable}}
    1 = x;
    // expected-error@+1 {{expression is not assignable}}
    g() = x;
    // expected-error@+1 {{expression is not assignable}}
    (x * 2) = 3;
    x = 3;
}
