// compile: -T ps_6_0 -E main
// targets: spirv
// `[earlydepthstencil]`: the EarlyFragmentTests execution mode, as DXC
// writes it. naga's WGSL and MSL writers cannot say it (an error there).

Texture2D<float4> albedo : register(t0);
SamplerState samp : register(s0);

[earlydepthstencil]
float4 main(float2 uv : TEXCOORD0) : SV_Target {
    return albedo.Sample(samp, uv);
}
