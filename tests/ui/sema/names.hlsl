// Undeclared names and redefinitions: one diagnostic per mistake.

float f(float x) {
    // expected-error@+1 {{use of undeclared identifier 'y'}}
    float a = y + 1.0;
    // The erroneous 'a' above does not cause more errors here.
    float b = a * 2.0;
    return b;
}

// expected-note@+1 {{previous definition is here}}
static const int K = 1;
// expected-error@+1 {{redefinition of 'K'}}
static const int K = 2;

void g() {
    // expected-note@+1 {{previous definition is here}}
    int v = 1;
    // expected-error@+1 {{unknown type name 'flaot'}}
    flaot w = 2;
    // expected-error@+1 {{redefinition of 'v'}}
    int v = 3;
}
