// expected-no-diagnostics
// Struct templates with type and value parameters: each instantiation is
// its own type, with the parameters substituted in fields and methods.
template <typename T, uint N>
struct Ring {
    T items[N];
    uint head;
    T newest() { return items[head % N]; }
    uint capacity() { return N; }
};

template <typename T>
struct Pair {
    T first;
    T second;
    T sum() { return first + second; }
};

float use(Ring<float, 4> r, Pair<int2> p) {
    Ring<uint, 2> small;
    small.head = 1;
    small.items[1] = 7;
    int2 s = p.sum();
    return r.newest() + r.capacity() + small.newest() + s.x;
}
