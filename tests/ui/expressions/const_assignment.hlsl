// const variables and static const globals cannot be assigned, nor
// incremented, nor passed as out arguments.

static const float Scale = 2;

void set(out float r) { r = 1; }

void f(float x) {
    const float k = 3;
    // expected-error@+1 {{cannot assign to variable 'k' with const-qualified type}}
    k = 4;
    // expected-error@+1 {{cannot assign to variable 'Scale' with const-qualified type}}
    Scale = x;
    // expected-error@+1 {{cannot assign to variable 'k' with const-qualified type}}
    k++;
    // expected-error@+1 {{cannot assign to variable 'k' with const-qualified type}}
    set(k);
    float ok = k * Scale;
}
