// `?:` and `==` with a numeric literal on one side and a bool on the other:
// the bool converts to the literal's type (DXC). Reduced from the targeted
// differential generator (conversions, seeds 105 and 115): glslang gave 14
// where hlslc's interpreter and SPIR-V both gave 1.
StructuredBuffer<uint> in_u : register(t0);
RWStructuredBuffer<uint> out_u : register(u1);

[numthreads(1, 1, 1)]
void main() {
    bool c = (in_u[0] & 1u) != 0u;
    bool d = (in_u[1] & 1u) != 0u;
    uint a = c ? 14u : d;
    uint b = d ? c : 2u;
    out_u[0] = a;
    out_u[1] = b;
    out_u[2] = (c == 2) ? 1u : 0u;
    out_u[3] = (c ? 14 : d) + 0u;
}
