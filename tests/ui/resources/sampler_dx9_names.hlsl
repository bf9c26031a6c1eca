// flags: -T ps_6_0 -E main
// The DX9 sampler names `sampler1D`, `sampler2D`, `sampler3D` and
// `samplerCUBE` are DXC's names for SamplerState. DX9's combined
// texture-sampler calls (`tex2D(s, uv)`) are not HLSL 6.
Texture2D<float4> Tex : register(t0);
TextureCube<float4> Cube : register(t1);
sampler1D S1 : register(s0);
sampler2D S2 : register(s1);
sampler3D S3 : register(s2);
samplerCUBE SC : register(s3);

float4 main(float2 uv : TEXCOORD0) : SV_Target {
    float4 c = Tex.Sample(S1, uv) + Tex.Sample(S2, uv) + Tex.Sample(S3, uv);
    c += Cube.Sample(SC, float3(uv, 1));
    // expected-error@+1 {{use of undeclared identifier 'tex2D'}}
    return c + tex2D(S2, uv);
}
