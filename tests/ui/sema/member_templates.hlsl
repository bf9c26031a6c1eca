// Member function templates: a call deduces or takes the arguments; what
// cannot be deduced, too many arguments, and a mistake inside an instance
// are each one error (the last with the instance in a note).
struct Box {
    float v;
    template <typename T> T as() { return (T)v; }
    template <typename T> T scaled(T k) { return (T)v * k; }
    template <typename T> T broken(T k) { return k.nothing; } // expected-error {{invalid swizzle 'nothing' on 'float'}}
};

float uses(Box b) {
    int i = b.as<int>();
    float2 s = b.scaled(float2(1, 2));
    float bad = b.as();          // expected-error {{could not deduce template argument 'T' for a call to 'as'}}
    float many = b.as<int, int>(); // expected-error {{wrong number of template arguments: the template takes 1, 2 given}}
    float inner = b.broken(1.0); // expected-note {{in instantiation of 'Box::broken<float>' requested here}}
    return i + s.x + bad + many + inner;
}
