// Enum constants in a kernel: an enum class bit mask selects what each
// invocation adds, an unscoped enum sizes an array and picks a case.
enum class Op : uint { Add = 1u << 0, Double = 1u << 1, Negate = 1u << 2 };
enum Limits { kLanes = 8, kTableSize = kLanes / 2 };

StructuredBuffer<uint> ops : register(t0);
RWStructuredBuffer<int> output : register(u1);

static const int table[kTableSize] = { 10, 20, 30, 40 };

[numthreads(kLanes, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint mask = ops[id.x];
    int v = table[id.x % kTableSize];
    if (mask & (uint)Op::Add) v += 1;
    if (mask & (uint)Op::Double) v *= 2;
    if (mask & (uint)Op::Negate) v = -v;
    switch (id.x) {
    case kTableSize: v += 1000; break;
    default: break;
    }
    output[id.x] = v;
}
