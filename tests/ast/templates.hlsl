// HLSL 2021 templates: functions and structs, explicit and deduced
// arguments, value parameters and defaults.
template<typename T>
T max3(T a, T b, T c) { return max(a, max(b, c)); }

template<typename T, uint N = 4>
struct Array {
    T data[N];
    T get(uint i) { return data[i]; }
    template<typename U> U convert(uint i) { return (U)data[i]; }
};

template<class T> struct Pair { T first; T second; };

template<typename T, int N>
vector<T, N> splat(T x) { return (vector<T, N>)x; }

Array<float, 8> table;
Pair<Array<int, 2> > nested;
Pair<Pair<float>> closeTogether;

float use(float a, float b) {
    float deduced = max3(a, b, 1.0);
    float explicitArgs = max3<float>(a, b, 2.0);
    float4 v = splat<float, 4>(a);
    bool notTemplate = a < b > (a);
    return deduced + explicitArgs + v.x + table.get(0) + nested.first.data[1];
}
