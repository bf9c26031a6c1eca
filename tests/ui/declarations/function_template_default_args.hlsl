// A function template's parameters may have default arguments; a call
// may leave them out, with the template argument given or deduced from
// the arguments it passes.
// expected-no-diagnostics

template <typename T>
T add(const T a, const T b = 0) { return a + b; }

template <typename T>
T pick(T a, T b = 1, T c = 2) { return a * b + c; }

float4 use(float x, int i) {
    return float4(add<float>(x), add(x, 2.0), pick(i), pick(i, 3));
}
