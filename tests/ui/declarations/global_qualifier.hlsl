// flags: -T cs_6_0 -E main
// `::Name` names a type from the global namespace, also where a namespace
// member of the same name would hide it.
enum Number { First, Second };
struct Pair { int a; int b; };
namespace inner {
    struct Pair { float x; };
    static ::Pair p = { 1, 2 };
    // expected-error@+1 {{unknown type name 'Missing'}}
    static ::Missing m;
}
static ::Number n = Second;

RWStructuredBuffer<int> o;

[numthreads(1, 1, 1)]
void main() {
    static ::Number e = First;
    o[0] = n + e + inner::p.b;
}
