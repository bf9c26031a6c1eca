// Namespaces, using, enums and qualified names.
namespace Lighting {
    static const float kPi = 3.14159;
    struct Params { float intensity; };
    float falloff(float d) { return 1.0 / (d * d); }
    namespace Detail {
        int helper() { return 1; }
    }
}

using namespace Lighting;
using Lighting::falloff;
using Color = float4;
using Handle = Lighting::Params;

enum Mode { Off, On = 2, Auto, };
enum class Channel : uint { Red = 1u << 0, Green = 1u << 1, Blue = 1u << 2 };
enum struct Tiny : uint16_t { A };

Lighting::Params globalParams;

float shade(Color c, Mode m) {
    Lighting::Params p = globalParams;
    float f = Lighting::falloff(2.0) * Lighting::kPi + Lighting::Detail::helper();
    uint bits = (uint)Channel::Red | (uint)Channel::Blue;
    enum Local { X, Y };
    using Scalar = float;
    Scalar s = f;
    if (m == Mode::On || m == Auto) s += p.intensity;
    return s * c.a;
}
