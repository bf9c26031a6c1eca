// Bitwise operators and shifts need integer operands.

void f(float a, float b, float3 v, int i) {
    // expected-error@+1 {{invalid operands to binary expression ('float' and 'float')}}
    float x = a & b;
    // expected-error@+1 {{invalid operands to binary expression ('float3' and 'float3')}}
    float3 y = v ^ v;
    // expected-error@+1 {{invalid operands to binary expression ('float' and 'int')}}
    float z = a << 1;
    // expected-error@+1 {{invalid argument type 'float' to unary expression}}
    float w = ~a;
    int ok = i & 3 | i << 2 ^ ~i;
}
