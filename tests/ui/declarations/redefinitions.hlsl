// A name defined twice in one scope: variables, structs and functions with
// the same signature.
// expected-note@+1 {{previous definition is here}}
static float g = 1;
// expected-error@+1 {{redefinition of 'g'}}
static float g = 2;

// expected-note@+1 {{previous definition is here}}
struct S {
    float a;
};
// expected-error@+1 {{redefinition of 'S'}}
struct S {
    int b;
};

// expected-note@+1 {{previous definition is here}}
float f(float x) { return x; }
// expected-error@+1 {{redefinition of 'f'}}
float f(float y) { return y * 2; }
// Another signature is an overload, not a redefinition.
float f(int x) { return x; }

float use(float p) {
    // expected-note@+1 {{previous definition is here}}
    float local = p;
    // expected-error@+1 {{redefinition of 'local'}}
    float local = 2;
    return local;
}
