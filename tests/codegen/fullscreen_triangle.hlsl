// compile: -T vs_6_0 -E VSMain
// compile: -T ps_6_0 -E PSMain
// A full-screen triangle from SV_VertexID (no vertex buffer) and a pixel
// shader that samples a source texture at level 0 with a gamma curve.

Texture2D<float4> source : register(t0);
SamplerState linearClamp : register(s1);

cbuffer Post : register(b2) {
    float invGamma;
};

struct Varyings {
    float4 position : SV_Position;
    float2 uv : TEXCOORD0;
};

Varyings VSMain(uint id : SV_VertexID) {
    Varyings o;
    o.uv = float2((id << 1) & 2, id & 2);
    o.position = float4(o.uv * float2(2.0, -2.0) + float2(-1.0, 1.0), 0.0, 1.0);
    return o;
}

float4 PSMain(Varyings i) : SV_Target {
    float3 c = source.SampleLevel(linearClamp, i.uv, 0).rgb;
    return float4(pow(c, invGamma), 1.0);
}
