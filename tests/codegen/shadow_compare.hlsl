// compile: -T vs_6_0 -E VSMain
// compile: -T ps_6_0 -E PSMain
// Shadow-map lookup with a comparison sampler: the light-space position
// from the vertex shader, one hardware-filtered SampleCmpLevelZero.

cbuffer Shadow : register(b0) {
    float4x4 viewProj;
    float4x4 lightViewProj;
    float bias;
};

Texture2D<float> shadowMap : register(t1);
SamplerComparisonState shadowSampler : register(s2);

struct Varyings {
    float4 position : SV_Position;
    float4 lightPos : TEXCOORD0;
};

Varyings VSMain(float3 position : POSITION) {
    Varyings o;
    o.position = mul(viewProj, float4(position, 1.0));
    o.lightPos = mul(lightViewProj, float4(position, 1.0));
    return o;
}

float4 PSMain(Varyings i) : SV_Target {
    float3 p = i.lightPos.xyz / i.lightPos.w;
    float2 uv = p.xy * float2(0.5, -0.5) + 0.5;
    float lit = shadowMap.SampleCmpLevelZero(shadowSampler, uv, p.z - bias);
    return float4(lit.xxx, 1.0);
}
