// flags: -T cs_6_0 -E main
// An out-of-line definition must name a template's parameters as the
// template does, and a static member it declares.
template<typename T>
struct Table {
    static const T scale;
};
// expected-error@+1 {{a template declares a function or a struct}}
template<typename U> const U Table<U>::scale = 2;
// expected-error@+1 {{a template declares a function or a struct}}
template<typename T> const T Table<T>::missing = 2;

[numthreads(1, 1, 1)]
void main() {}

// A function template's partial specialization (DXC: "function template
// partial specialization is not allowed") is no static member either; the
// annotation warning on its argument list must not hide the error.
template<typename C, uint N>
void decrement(inout vector<C, N> x) { x.x -= 1; }
// expected-error@+1 {{a template declares a function or a struct}}
template<typename C>
// expected-warning@+1 {{effect annotation ignored - effect syntax is deprecated}}
void decrement<C, 4>(inout vector<C, 4> x) { x.x -= 1; }
