// flags: -T ps_6_0 -E main
// expected-no-diagnostics
// SV_Target on a struct (also nested): its fields take consecutive render
// targets from the semantic's index on (DXC), whatever their own semantics.
struct Inner {
    float a : COLOR0;
    uint2 b : COLOR1;
};
struct Out {
    float4 color : COLOR2;
    Inner inner;
};

Out main(float4 pos : SV_Position) : SV_Target5 {
    Out o = (Out)0;
    o.color = pos;
    return o;
}
