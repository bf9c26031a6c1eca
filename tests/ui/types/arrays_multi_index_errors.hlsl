// Each subscript takes one dimension: one too many is an error.

void f() {
    float g[2][3];
    float ok = g[1][2];
    // expected-error@+1 {{subscripted value of type 'float' is not an array, vector, matrix or buffer}}
    float bad = g[1][2][0];
    // expected-error@+1 {{cannot convert from 'float[3]' to 'float'}}
    float row = g[1];
}
