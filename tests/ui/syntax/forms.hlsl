// Malformed literals, sizeof, strings, qualified names, attributes and
// parameter modifiers.
// expected-error@+1 {{invalid numeric literal '0b'}}
static const uint noDigits = 0b;
// expected-error@+1 {{invalid numeric literal '0b102'}}
static const uint badDigit = 0b102;
// expected-error@+1 {{expected expression}}
static const uint noOperand = sizeof();
// expected-error@+1 {{expected ')'}}
static const uint unclosed = sizeof(float4;
// expected-note@-1 {{to match this '('}}
// expected-error@+1 {{expected identifier}}
static const uint badPath = Outer::;
// expected-error@+1 {{expected a type}}
void badParam(in out) {}
// expected-error@+1 {{expected ')'}}
[numthreads(1, 1, 1] void unclosedAttribute() {}
// expected-note@-1 {{to match this '('}}
// expected-error@+1 {{expected identifier}}
[[vk::]] float emptyAttribute;
void body() {
    // expected-error@+1 {{expected expression}}
    [unroll] for (int i = 0; i < ; ++i) {}
    // expected-error@+2 {{expected ';' after expression}}
    // expected-error@+1 {{'printf' is not supported yet}}
    printf("no semicolon")
}
// expected-error@+1 {{expected ';' after top level declarator}}
RWTexture2D<unorm float4> missingSemi
static const uint fine = 0b1;
