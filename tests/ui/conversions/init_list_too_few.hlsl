// An initializer list must provide every component.

struct S { float2 a; float b; };

void f(float2 v) {
    // expected-error@+1 {{too few elements in vector initialization (expected 4 elements, have 3)}}
    float4 a = {v, 1};
    // expected-error@+1 {{too few elements in vector initialization (expected 3 elements, have 2)}}
    S s = {v};
    // expected-error@+1 {{too few elements in vector initialization (expected 6 elements, have 5)}}
    float g[2][3] = {1, 2, 3, 4, 5};
    S ok = {v, 1};
}
