// flags: -T ps_6_0 -E main
// expected-no-diagnostics
// Quad operations read a value from another pixel of the 2x2 quad.
float4 main(float4 color : COLOR, uint id : ID) : SV_Target {
    float4 c = QuadReadAcrossX(color) + QuadReadAcrossY(color);
    c += QuadReadAcrossDiagonal(color) + QuadReadLaneAt(color, 2);
    uint n = QuadReadAcrossX(id) + QuadReadLaneAt(id, 0);
    return c + n;
}
