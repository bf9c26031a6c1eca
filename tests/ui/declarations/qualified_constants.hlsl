// flags: -T cs_6_0 -E main
// expected-no-diagnostics
// Qualified integer constants are constant expressions: namespace
// constants, static const members of (nested) structs, and enumerators of
// enums declared in a struct, in [numthreads] and array sizes.
namespace Params {
    struct ThreadGroup {
        static const uint Width = 8;
        static const uint Height = 4;
    };
    static const uint Depth = 1;
}

struct Reduce {
    struct ThreadGroup {
        static const uint Size = Params::ThreadGroup::Width * 2;
    };
    enum Mode {
        Sum = 1,
        Max = 2,
    };
};

groupshared float Shared[Reduce::ThreadGroup::Size];
static const uint Modes[Reduce::Max] = { Reduce::Sum, Reduce::Max };
RWStructuredBuffer<float> Output;

[numthreads(Params::ThreadGroup::Width, Params::ThreadGroup::Height, Params::Depth)]
void main(uint3 id : SV_DispatchThreadID) {
    Reduce::Mode mode = Reduce::Sum;
    Shared[id.x] = (float)mode + Modes[1];
    Output[id.x] = Shared[id.x % Reduce::ThreadGroup::Size];
}
