// Only arrays, vectors, matrices and buffers take a subscript; a float
// index is not an integer.

struct S { float a; };

void f(float s, S st, float4 v) {
    // expected-error@+1 {{subscripted value of type 'float' is not an array, vector, matrix or buffer}}
    float a = s[0];
    // expected-error@+1 {{subscripted value of type 'S' is not an array, vector, matrix or buffer}}
    float b = st[0];
    float ok = v[1];
}
