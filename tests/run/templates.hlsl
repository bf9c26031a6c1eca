// HLSL 2021 templates: function templates with deduced and explicit
// arguments, value parameters, defaults, struct templates with member
// functions, and one instance per set of arguments.
template<typename T>
T max3(T a, T b, T c) { return max(a, max(b, c)); }

template<typename T, int N>
vector<T, N> splat(T x) { return (vector<T, N>)x; }

template<typename T>
T sum(vector<T, 3> v) { return v.x + v.y + v.z; }

template<typename T, uint N = 4>
struct Array {
    T data[N];
    T get(uint i) { return data[i]; }
    void set(uint i, T v) { data[i] = v; }
    uint size() { return N; }
};

template<typename T> struct Pair { T first; T second; };

int deducedInt(int a, int b) { return max3(a, b, 7); }
// run: deducedInt int:3 int:9
// expect: int:9

float deducedFloat(float a) { return max3(a, 0.5f, -1.0f); }
// run: deducedFloat float:0.25
// expect: float:0.5

float explicitArgs(float a) {
    float4 v = splat<float, 4>(a);
    return v.x + v.w + (float)max3<int>(1, 2, 3);
}
// run: explicitArgs float:1.5
// expect: float:6.0

int deducedVector(int3 v) { return sum(v); }
// run: deducedVector int3:1,2,3
// expect: int:6

float arrays(float x) {
    Array<float> a;
    a.set(0, x);
    a.set(3, 2 * x);
    Array<int, 2> b;
    b.set(1, 5);
    Pair<Array<int, 2> > p;
    p.first = b;
    return a.get(0) + a.get(3) + a.size() * 10 + b.size() * 100 + p.first.get(1) * 1000;
}
// run: arrays float:1
// expect: float:5243.0
