// flags: -T vs_6_0 -E main
// Stage rules of the intrinsic table in a vertex shader: derivatives
// (pixel, and compute from Shader Model 6.6), clip (pixel), quad
// operations (pixel and compute), group-shared barriers (compute).
float4 main(float4 p : POSITION) : SV_Position {
    // expected-error@+1 {{'ddx' is only available in pixel shaders, and compute shaders from Shader Model 6.6}}
    float a = ddx(p.x);
    // expected-error@+1 {{'fwidth' is only available in pixel shaders, and compute shaders from Shader Model 6.6}}
    float b = fwidth(p.y);
    // expected-error@+1 {{'clip' is only available in pixel shaders}}
    clip(p.z);
    // expected-error@+1 {{'QuadReadAcrossX' is only available in pixel and compute shaders}}
    float c = QuadReadAcrossX(p.w);
    // expected-error@+1 {{'GroupMemoryBarrier' is only available in compute shaders}}
    GroupMemoryBarrier();
    // Wave operations are allowed in every stage from Shader Model 6.0.
    uint n = WaveGetLaneCount();
    DeviceMemoryBarrier();
    return p * n;
}
