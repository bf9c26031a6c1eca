// What the checker does not give a meaning yet: each is reported once,
// where it is written.
struct Base {
    float a;
    struct Inner { float b; };
    template<typename T> T as() { return (T)a; }
};
template<typename T> T pick(T a, T b) { return a; }

Base::Inner qualified;

float use(Base b) {
    // A non-static member through the struct's name.
    // expected-error@+1 {{a qualified name is not supported yet}}
    float y = Base::a;
    // expected-error@+1 {{'printf' is not supported yet}}
    printf("%f", y);
    return y + pick(1.0, 2.0);
}
