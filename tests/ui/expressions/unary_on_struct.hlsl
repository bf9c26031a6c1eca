// Arithmetic operators do not apply to structs.

struct S { float a; };

void f(S s, S t) {
    // expected-error@+1 {{invalid operands to binary expression ('S' and 'S')}}
    S u = s + t;
    // expected-error@+1 {{invalid argument type 'S' to unary expression}}
    S n = -s;
    float ok = s.a + t.a;
}
