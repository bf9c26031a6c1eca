// flags: -T ps_6_0 -E main
// expected-no-diagnostics
// A namespace nested in one named by `using namespace` is found by its
// own name, as in C++ (the first part of a qualified name is looked up
// unqualified): `using namespace n; using n2::foo;` names `n::n2::foo`.
namespace n {
    using f = float;
    namespace n2 {
        f foo(f a) { return sin(a); }
        static const f scale = 2;
    }
}
using namespace n;
using f32 = n::f;
using n2::foo;

f32 main(f32 a : A) : SV_Target {
    return foo(a) * n2::scale;
}
