// expected-no-diagnostics
// Function templates: arguments deduced from the call or written out.
template <typename T>
T twice(T x) { return x + x; }

template <typename T, typename U>
T convert(U u) { return (T)u; }

template <typename T>
T pick(bool b, T x, T y) { return b ? x : y; }

float use(int i, float3 v) {
    int a = twice(i);
    float3 b = twice(v);
    uint c = convert<uint>(2.5);
    float d = convert<float, int>(i);
    return a + b.x + c + d + pick(true, 1.0, 2.0);
}
