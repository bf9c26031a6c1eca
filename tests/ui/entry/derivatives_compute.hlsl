// flags: -T cs_6_5 -E main
// Derivatives in compute shaders need Shader Model 6.6.
RWStructuredBuffer<float> o : register(u0);
[numthreads(4, 1, 1)]
void main(uint i : SV_GroupIndex) {
    // expected-error@+1 {{'ddx_fine' is only available in pixel shaders, and compute shaders from Shader Model 6.6}}
    o[i] = ddx_fine(o[i]);
}
