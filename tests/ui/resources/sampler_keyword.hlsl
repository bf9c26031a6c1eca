// flags: -T ps_6_0 -E main
// expected-no-diagnostics
// `sampler` is DXC's name for SamplerState.
Texture2D<float4> Tex : register(t0);
sampler Samp : register(s0);

float4 main(float2 uv : TEXCOORD0) : SV_Target {
    return Tex.Sample(Samp, uv);
}
