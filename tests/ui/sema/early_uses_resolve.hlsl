// A use before the declaration is one error; the name still resolves to
// the later declaration, so the rest of the expression is checked against
// it and nothing else is reported (the field access, the call's argument
// conversion, the arithmetic).
float f() {
    Later l;                  // expected-error {{'Later' is used before its declaration}}
    l.x = 1;
    return l.x + helper(l)    // expected-error {{'helper' is used before its declaration}}
        + K;                  // expected-error {{'K' is used before its declaration}}
}

namespace N {
    float g() { return inner(); }  // expected-error {{'inner' is used before its declaration}}
    float inner() { return 1; }    // expected-note {{'inner' is declared here}}
}

struct Later { float x; };              // expected-note {{'Later' is declared here}}
float helper(Later l) { return l.x; }   // expected-note {{'helper' is declared here}}
static const float K = 2;               // expected-note {{'K' is declared here}}

// The same uses after the declarations are fine.
float h() {
    Later l;
    l.x = 1;
    return l.x + helper(l) + K + N::inner();
}
