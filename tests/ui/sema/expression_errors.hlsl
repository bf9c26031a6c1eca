// Expressions the checker rejects, one diagnostic each.
struct S { float x; };
static float scalar = 1;
float callee() { return 1; }

float use(S a, S b, float2 v) {
    // expected-error@+1 {{called object 'scalar' is not a function}}
    float c = scalar();
    // expected-error@+1 {{invalid operands to binary expression ('S' and 'S')}}
    float d = a + b;
    // expected-error@+1 {{invalid argument type 'S' to unary expression}}
    float e = -a;
    // expected-error@+1 {{condition must be a scalar, found 'float2'}}
    if (v) return 1;
    // expected-error@+1 {{'callee' is a function; call it with '(...)'}}
    float f = callee;
    return c + d + e + f;
}
