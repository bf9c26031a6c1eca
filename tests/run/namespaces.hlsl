// Namespaces and `using`: qualified names, lookup from inside a namespace
// outward, nested and reopened namespaces, `using namespace`, `using`
// aliases and `using N::name`.
static const int kBase = 1;

namespace Math {
    static const int kBase = 10;
    int twice(int x) { return 2 * x; }
    // Finds Math::kBase before the global one.
    int plusBase(int x) { return x + kBase; }
    struct Range { int lo; int hi; int width() { return hi - lo; } };
    namespace Detail {
        // Finds Math::twice from the nested namespace.
        int quad(int x) { return twice(twice(x)); }
    }
}

namespace Math {
    // Reopened: sees what the first part declared.
    int thrice(int x) { return twice(x) + x; }
}

int qualified(int x) {
    Math::Range r;
    r.lo = x;
    r.hi = 3 * x;
    return Math::twice(x) + Math::Detail::quad(x) * 10 + r.width() * 100 + Math::kBase * 1000 + kBase;
}
// run: qualified int:2
// expect: int:10485

namespace Uses {
    using namespace Math;
    int viaDirective(int x) { return thrice(x); }
}
int directive(int x) { return Uses::viaDirective(x); }
// run: directive int:5
// expect: int:15

using Pair = int2;
using Math::plusBase;
int aliases(int x) {
    Pair p = Pair(x, plusBase(x));
    return p.x + p.y;
}
// run: aliases int:3
// expect: int:16
