// flags: -T vs_6_7 -E main
// QuadAny and QuadAll are for pixel and compute shaders.

float4 main(uint v : SV_VertexID) : SV_Position {
    // expected-error@+1 {{'QuadAll' is only available in pixel and compute shaders}}
    return QuadAll(v == 0) ? 1 : 0;
}
