// A static global's initializer must be constant, and a const one must be
// initialized and is never assigned.
static float base = 2;
// expected-error@+1 {{initializer of global 'base' is not a constant expression}}
static float derived = base * 2;
// expected-error@+1 {{const variable 'unset' must be initialized}}
static const float unset;
static const float fixed = 1;

float use() {
    // expected-error@+1 {{cannot assign to variable 'fixed' with const-qualified type}}
    fixed = 2;
    return fixed;
}
