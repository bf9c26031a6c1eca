// flags: -T cs_6_6 -E main
// expected-no-diagnostics
// From Shader Model 6.6, compute shaders take derivatives (over quads of
// the thread group).
RWStructuredBuffer<float> o;

[numthreads(8, 8, 1)]
void main(uint i : SV_GroupIndex) {
    float v = o[i];
    o[i] = ddx(v) + ddy(v) + ddx_fine(v) + ddy_coarse(v) + fwidth(v);
}
