// An alias may be written with a qualifier, as a typedef may:
// `using U = const uint;` names `uint`.
// expected-no-diagnostics

using ConstCount = const uint;
using Color = float4;
typedef const float Weight;

float4 tint(Color c, ConstCount n, Weight w) {
    ConstCount twice = n * 2;
    return c * twice * w;
}
