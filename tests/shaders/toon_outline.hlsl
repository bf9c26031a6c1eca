// compile: -T vs_6_0 -E ToonVS
// compile: -T ps_6_0 -E ToonPS
// compile: -T vs_6_0 -E OutlineVS
// compile: -T ps_6_0 -E OutlinePS
// Cel shading: N.L quantised through a 1D-like ramp texture, a rim term
// and hard specular; the outline pass extrudes back faces along the
// normal in clip space so the width stays constant on screen.

cbuffer ToonConstants : register(b0) {
    float4x4 worldViewProj;
    float4x4 worldView;
    float3 lightDirView;
    float outlineWidth;
    float4 baseColor;
    float4 outlineColor;
    float rimPower;
    float specularSize;
    float2 screenAspect;
};

Texture2D<float4> rampTexture : register(t1);
SamplerState rampSampler : register(s1, space1);

struct ToonIn {
    float3 pos : POSITION;
    float3 normal : NORMAL;
};

struct ToonOut {
    float4 pos : SV_Position;
    float3 normalView : NORMAL;
    float3 posView : TEXCOORD0;
};

ToonOut ToonVS(ToonIn v) {
    ToonOut o;
    o.pos = mul(worldViewProj, float4(v.pos, 1));
    o.normalView = mul((float3x3)worldView, v.normal);
    o.posView = mul(worldView, float4(v.pos, 1)).xyz;
    return o;
}

float4 ToonPS(ToonOut i) : SV_Target {
    float3 n = normalize(i.normalView);
    float3 v = normalize(-i.posView);
    float ndl = dot(n, -lightDirView);
    float3 ramp = rampTexture.Sample(rampSampler, float2(ndl * 0.5 + 0.5, 0.5)).rgb;
    float3 h = normalize(v - lightDirView);
    float spec = step(1.0 - specularSize, dot(n, h));
    float rim = pow(1.0 - saturate(dot(n, v)), rimPower) * step(0.0, ndl);
    return float4(baseColor.rgb * ramp + spec + rim * 0.5, baseColor.a);
}

float4 OutlineVS(ToonIn v) : SV_Position {
    float4 clip = mul(worldViewProj, float4(v.pos, 1));
    float3 nView = mul((float3x3)worldView, v.normal);
    float2 offset = normalize(nView.xy) / screenAspect * outlineWidth;
    clip.xy += offset * clip.w;
    return clip;
}

float4 OutlinePS() : SV_Target {
    return outlineColor;
}
