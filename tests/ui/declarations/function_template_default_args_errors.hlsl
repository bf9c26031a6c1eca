// Only parameters with default arguments may be left out of a call.

template <typename T>
T add(const T a, const T b, const T c = 0) { return a + b + c; }

template <typename T>
T twice(T a, T b) { return a + b; }

float use(float x) {
    // expected-error@+1 {{no matching function for call to 'add'}}
    float r = add(x);
    // expected-error@+1 {{no matching function for call to 'twice'}}
    return r + twice(x);
}
