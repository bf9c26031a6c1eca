// expected-no-diagnostics
// Default template arguments fill the parameters a use leaves out.
template <typename T = float, uint N = 3>
struct Vec {
    vector<T, N> v;
};

template <typename T = int>
T zero() { return (T)0; }

float use(Vec<> a, Vec<half> b, Vec<int, 2> c) {
    float3 x = a.v;
    half3 y = b.v;
    int2 z = c.v;
    return x.x + y.y + z.x + zero() + zero<float>();
}
