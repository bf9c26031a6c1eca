// flags: -T cs_6_0 -E main
// expected-no-diagnostics
// Alias templates: `template <…> using A = T;` names a type built from its
// arguments (defaults too), also inside a namespace.
template <typename T> using Vec4 = vector<T, 4>;
template <typename T, uint N = 2> using Vec = vector<T, N>;
template <class T> struct Box { T v; };
template <class T> using BoxOf = Box<T>;
namespace shapes { template <class T> using Triple = vector<T, 3>; }
// A value parameter whose type is an earlier parameter.
template <class T, T v> struct constant { static const T value = v; };
template <bool b> using bool_constant = constant<bool, b>;

RWStructuredBuffer<float4> o;

[numthreads(1, 1, 1)]
void main() {
    Vec4<float> a = 1;
    Vec<int> b = int2(1, 2);
    Vec<int, 3> c = 3;
    BoxOf<float> d;
    d.v = 2;
    shapes::Triple<float> e = 4;
    bool_constant<true> yes;
    uint seven = constant<uint, 7>::value;
    o[0] = a + b.x + c.y + d.v + e.x + (yes.value ? seven : 0);
}
