// flags: -T vs_6_0 -E main
// Quad operations need the quad of a pixel (or compute) shader, and the
// lane form takes the lane.
float4 main(float4 p : POSITION) : SV_Position {
    // expected-error@+1 {{'QuadReadAcrossY' is only available in pixel and compute shaders}}
    p.x += QuadReadAcrossY(p.x);
    // expected-error@+1 {{too few arguments to function call, expected 2, have 1}}
    p.y += QuadReadLaneAt(p.y);
    return p;
}
