// Template arguments must match the parameters in number and kind.
template <typename T, uint N>
struct Block {
    T data[N];
};

template <typename T>
T same(T a, T b) { return a; }

// expected-error@+1 {{wrong number of template arguments: the template takes 2, 1 given}}
Block<float> tooFew;
// expected-error@+1 {{wrong number of template arguments: the template takes 2, 3 given}}
Block<float, 2, 3> tooMany;
// expected-error@+1 {{use of template 'Block' requires template arguments}}
Block bare;

float use(int i, float f) {
    // Two arguments deduce different types for T.
    // expected-error@+1 {{could not deduce template argument 'T' for a call to 'same'}}
    float a = same(i, f);
    // Written out, T is float and i converts.
    return a + same<float>(i, f);
}
