// sizeof needs a type with a size.
RWStructuredBuffer<float> buf;
void f() {
    // expected-error@+1 {{invalid application of 'sizeof' to type 'void'}}
    uint a = sizeof(void);
    // expected-error@+1 {{invalid application of 'sizeof' to type 'RWStructuredBuffer<float>'}}
    uint b = sizeof(buf);
    // Not a type the parser knows, so an expression.
    // expected-error@+1 {{use of undeclared identifier 'Missing'}}
    uint c = sizeof(Missing);
}
