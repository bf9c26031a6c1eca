// flags: -T cs_6_0 -E main
// expected-no-diagnostics
// Explicit specializations of struct templates: `template <> struct S<A>`
// gives S<A> its own definition. A template may be only declared and then
// specialized. Static member functions (templates) of an instance are
// called as `S<A>::f(…)` or `S<A>::f<T>(…)`, also through namespaces.
template <typename T> struct Traits { static uint size() { return 0; } };
template <> struct Traits<float> { static uint size() { return 4; } };
template <> struct Traits<double> {
    static uint size() { return 8; }
    template <class U> static U twice(U x) { return x + x; }
};

namespace outer {
namespace inner {
// Declared only: every use must match a specialization.
template <class From, class To> class Selector;
template <> class Selector<int, float> {
    template <class T, class S> static T pick(S a) { return (T)a * 2; }
};
template <> class Selector<uint, uint> {
    template <class T, class S> static T pick(S a) { return a + 1; }
};
} // namespace inner
} // namespace outer

template <uint N> struct Counter {
    static const uint kSize = N;
    static void touch() {}
};
namespace outer { template <class T> struct Holder { static const int kOne = 1; }; }

template <typename T, uint N> struct Grid { T cells[N]; };
template <> struct Grid<int, 2> { int first; int second; };

RWStructuredBuffer<float4> o;

[numthreads(1, 1, 1)]
void main() {
    uint a = Traits<float>::size() + Traits<double>::size() + Traits<int>::size();
    double d = Traits<double>::twice<double>(1.5);
    float4 v = outer::inner::Selector<int, float>::pick<float4>(int4(1, 2, 3, 4));
    uint w = outer::inner::Selector<uint, uint>::pick<uint>(7u);
    // Members of instances as statements, not declarations.
    Counter<4>::touch();
    Counter<4>::kSize;
    outer::Holder<float>::kOne;
    Grid<int, 2> g;
    g.first = 1;
    g.second = 2;
    Grid<int, 3> h;
    h.cells[2] = 5;
    o[0] = v + float4(a, (float)d, w, g.second + h.cells[2]);
}
