// A namespace's function defined outside it runs as declared inside.
namespace A {
    int Twice(int x);
    namespace B { int Add(int a, int b); }
}
int A::Twice(int x) { return x * 2; }
int A::B::Add(int a, int b) { return A::Twice(a) + b; }

int use() { return A::B::Add(5, 1); }
// run: use
// expect: int:11
