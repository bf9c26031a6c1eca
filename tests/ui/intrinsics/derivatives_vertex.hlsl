// flags: -T vs_6_6 -E main
// Vertex shaders have no derivatives in any shader model, also when a
// helper takes them.
float helper(float x) {
    // expected-error@+1 {{'ddy' is only available in pixel shaders, and compute shaders from Shader Model 6.6}}
    return ddy(x);
}

float4 main(float4 p : POSITION) : SV_Position {
    // expected-error@+1 {{'ddx_fine' is only available in pixel shaders, and compute shaders from Shader Model 6.6}}
    p.x += ddx_fine(p.y);
    p.y += helper(p.z);
    return p;
}
