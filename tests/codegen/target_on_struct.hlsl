// compile: -T ps_6_0 -E main
// SV_Target on a struct return value: as in DXC, the fields take render
// targets from the semantic's index on (2 and 3 here), in place of their
// own semantics; the out parameter keeps target 0.
struct Colors {
    float4 lit : SV_Target1;
    float2 motion : MOTION;
};

Colors main(float4 pos : SV_Position, out float4 base : SV_Target0) : SV_Target2 {
    Colors c;
    c.lit = pos;
    c.motion = pos.xy * 0.5;
    base = 1;
    return c;
}
