// compile: -T vs_6_0 -E VSMain
// compile: -T ps_6_0 -E PSMain
// Bool stage inputs and outputs are `uint`s in the interface, as DXC has
// them (naga has no bool stage values): an output writes 1 or 0, an
// input reads `!= 0` (flat, as every integer input).
struct VSOut {
    float4 pos : SV_Position;
    bool lit : LIT;
    bool2 mask : MASK;
};

VSOut VSMain(float4 p : POSITION, bool visible : VISIBLE) {
    VSOut o;
    o.pos = p;
    o.lit = visible && p.x > 0;
    o.mask = bool2(p.y > 0, !visible);
    return o;
}

float4 PSMain(float4 pos : SV_Position, bool lit : LIT, bool2 mask : MASK) : SV_Target {
    return float4(lit ? 1 : 0, mask.x ? 1 : 0, mask.y ? 1 : 0, 1);
}
