// An initializer list must not provide more components than the type
// has.

struct S { float2 a; float b; };

void f(float2 v) {
    // expected-error@+1 {{too many elements in vector initialization (expected 2 elements, have 3)}}
    float2 a = {v, 1};
    // expected-error@+1 {{too many elements in vector initialization (expected 3 elements, have 4)}}
    S s = {v, v};
    // expected-error@+1 {{too many elements in vector initialization (expected 2 elements, have 3)}}
    int arr[2] = {1, 2, 3};
    S ok = {v.x, v.y, 1};
}
