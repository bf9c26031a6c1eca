// Arrays of resources take a range of registers (declared, not used).
// flags: -T ps_6_0 -E main
Texture2D<float4> Textures[4] : register(t2, space1);
SamplerState Samplers[2] : register(s0);
Texture2D<float4> Single : register(t0);
SamplerState Samp : register(s2);
float4 main(float2 uv : TEXCOORD) : SV_Target {
    return Single.Sample(Samp, uv);
}
