// Templates in a kernel: a struct template with a value parameter and
// member functions, a function template deduced from vectors and one
// called with explicit arguments.
template<typename T, uint N>
struct Window {
    T items[N];
    T total() {
        T t = 0;
        for (uint i = 0; i < N; ++i) t += items[i];
        return t;
    }
};

template<typename T>
T dot3(vector<T, 3> a, vector<T, 3> b) { return a.x * b.x + a.y * b.y + a.z * b.z; }

template<typename T> T square(T x) { return x * x; }

StructuredBuffer<int> input : register(t0);
RWStructuredBuffer<int> output : register(u1);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    Window<int, 3> w;
    for (uint i = 0; i < 3; ++i) w.items[i] = input[(id.x + i) % 8];
    int3 v = int3(w.items[0], w.items[1], w.items[2]);
    output[id.x] = w.total() * 1000 + dot3(v, int3(1, 1, 1)) * 10 + square<int>(id.x);
}
