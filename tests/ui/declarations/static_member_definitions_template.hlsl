// flags: -T cs_6_0 -E main
// expected-no-diagnostics
// A static data member of a struct template defined out of line, as DXC
// takes it (C++'s `template<typename T> const T S<T>::k = …;`): each
// instance checks the initializer with its own arguments.
template<typename T>
struct Table {
    const static T values[2];
    static const T scale;
};
template<typename T> const static T Table<T>::values[2] = { 1, 2 };
template<typename T> const T Table<T>::scale = T(3) / 2;

RWStructuredBuffer<float> o;

[numthreads(1, 1, 1)]
void main() {
    int i = Table<int>::values[1] + Table<int>::scale;
    o[0] = Table<float>::values[0] + Table<float>::scale + i;
}
