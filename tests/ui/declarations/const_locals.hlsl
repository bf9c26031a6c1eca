// Local constants need an initializer and are never assigned; 'in', 'out'
// and 'uniform' belong to parameters, not locals.
float use(float x) {
    const float k = x * 2;
    // expected-error@+1 {{const variable 'unset' must be initialized}}
    const float unset;
    // expected-error@+1 {{cannot assign to variable 'k' with const-qualified type}}
    k = 3;
    // expected-error@+1 {{'this modifier on a local variable' is not allowed here}}
    out float result = k;
    return k;
}
