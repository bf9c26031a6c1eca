// sizeof needs a complete, sized type.

void f() {
    // expected-error@+1 {{invalid application of 'sizeof' to type 'void'}}
    uint a = sizeof(void);
    uint b = sizeof(float2x2);
}
