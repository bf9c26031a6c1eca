// flags: -T cs_6_0 -E main
// Stage-only operations in helpers are checked against the entry point
// that reaches them; a helper only a pixel shader would call is not.
Texture2D tex : register(t0);
SamplerState smp : register(s1);
RWStructuredBuffer<float4> o : register(u2);

float4 shade(float2 uv) {
    // expected-error@+1 {{'Sample' computes derivatives for an implicit level of detail, which compute shaders do not have}}
    float4 c = tex.Sample(smp, uv);
    // expected-error@+1 {{'clip' is only available in pixel shaders}}
    clip(c.a - 0.5);
    // expected-error@+1 {{'ddx' is only available in pixel shaders, and compute shaders from Shader Model 6.6}}
    return c + ddx(c);
}

// Not reached from main: fine here.
float4 pixelOnly(float2 uv) { clip(uv.x); return tex.Sample(smp, uv); }

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) { o[id.x] = shade(float2(id.xy)); }
