// flags: -T ps_6_0 -E main
// expected-no-diagnostics
// Derivatives of scalars and vectors, coarse and fine, in a pixel shader,
// also through a helper function.
float2 slope(float2 uv) { return ddx_fine(uv) + ddy_coarse(uv); }

float4 main(float2 uv : TEXCOORD0, float depth : DEPTH) : SV_Target {
    float2 d = ddx(uv) + ddy(uv) + slope(uv);
    float w = fwidth(depth) + ddx_coarse(depth) + ddy_fine(depth);
    return float4(d, w, fwidth(uv).x);
}
