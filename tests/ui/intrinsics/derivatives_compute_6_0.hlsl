// flags: -T cs_6_0 -E main
// Before Shader Model 6.6, compute shaders have no derivatives.
RWStructuredBuffer<float> o;

[numthreads(8, 1, 1)]
void main(uint i : SV_GroupIndex) {
    float v = o[i];
    // expected-error@+1 {{'ddx' is only available in pixel shaders, and compute shaders from Shader Model 6.6}}
    o[i] = ddx(v);
    // expected-error@+1 {{'ddy_coarse' is only available in pixel shaders, and compute shaders from Shader Model 6.6}}
    o[i] += ddy_coarse(v);
    // expected-error@+1 {{'fwidth' is only available in pixel shaders, and compute shaders from Shader Model 6.6}}
    o[i] += fwidth(v);
}
