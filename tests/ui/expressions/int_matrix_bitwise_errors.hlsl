// flags: -T vs_6_0 -E main
// Float matrices take no bitwise or shift operators.
void main() {
    float2x2 f = 1;
    int2x2 s = 3;
    // expected-error@+1 {{invalid operands to binary expression ('float2x2' and 'int2x2')}}
    float2x2 a = f & s;
    // expected-error@+1 {{invalid operands to binary expression ('float2x2' and 'int')}}
    float2x2 b = f << 1;
    // expected-error@+1 {{invalid argument type 'float2x2' to unary expression}}
    float2x2 c = ~f;
}
