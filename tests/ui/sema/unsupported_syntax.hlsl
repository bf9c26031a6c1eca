// Syntax the checker does not give a meaning yet, beside constructs it
// does (enums, namespaces, using, templates, classes, inheritance, member
// functions): each is reported once where it is written, and using what it
// declares adds nothing (no "undeclared identifier" after it).
enum class Mode : uint { Off, On };
namespace Util { float twice(float x) { return 2 * x; } }
using Color = float4;
template<typename T> T pick(T a, T b) { return a; }
template<typename T> struct Box { T v; };
// expected-error@+1 {{an interface is not supported yet}}
interface IShape { float area(); };
class Circle : IShape { float r; float area() { return r * r; } };

struct Base { float a; };
struct Derived : Base {
    float b;
    float sum() { return b; }
    float c;
};

// expected-error@+1 {{a type nested in a struct is not supported yet}}
Base::Inner qualified;

float use(Derived d, Color c, Mode m) {
    float x = Util::twice(d.b) + pick(1.0, 2.0) + pick<float>(3.0, 4.0);
    Box<float> box;
    uint size = sizeof(Derived);
    bool on = m == Mode::On;
    // expected-error@+1 {{a qualified name is not supported yet}}
    float y = Base::a;
    return x + d.c + c.x + y;
}
