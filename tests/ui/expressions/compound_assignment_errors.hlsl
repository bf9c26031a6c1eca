// A compound assignment needs an assignable left side, and a bitwise one
// needs integers.

void f(float x, float3 v, int i) {
    // expected-error@+1 {{expression is not assignable}}
    (x + 1) += 2;
    // expected-error@+1 {{invalid operands to binary expression ('float' and 'int')}}
    x |= 1;
    // expected-error@+1 {{invalid operands to binary expression ('float3' and 'int')}}
    v <<= 1;
    i |= 1;
}
