// A struct used by value before its definition is an error that says where
// the definition is; so is a global or function used before it.
// expected-error@+1 {{'Later' is used before its declaration}}
struct Early { Later inner; };
// expected-note@+1 {{'Later' is declared here}}
struct Later { float x; };

float f() {
    // expected-error@+1 {{'g' is used before its declaration}}
    return g() + kLater;
    // expected-error@-1 {{'kLater' is used before its declaration}}
}
// expected-note@+1 {{'g' is declared here}}
float g() { return 1; }
// expected-note@+1 {{'kLater' is declared here}}
static const float kLater = 2;
