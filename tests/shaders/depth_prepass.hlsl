// compile: -T vs_6_0 -E DepthOnlyVS
// compile: -T ps_6_0 -E AlphaTestedDepthPS
// compile: -T ps_6_0 -E LinearDepthPS
// Depth pre-pass variants: a position-only vertex shader with an
// invariant-style transform, an alpha-tested pixel shader with no colour
// output, and one that writes linear view depth to a colour target while
// pushing SV_Depth with a polygon-offset-like bias.

cbuffer DepthConstants : register(b0) {
    row_major float4x4 modelViewProj;
    row_major float4x4 modelView;
    float alphaReference;
    float depthBias;
    float farPlane;
};

Texture2D<float4> opacityTexture : register(t0, space1);
SamplerState opacitySampler : register(s0, space2);

struct DepthVaryings {
    float4 pos : SV_Position;
    float2 uv : TEXCOORD0;
    float viewZ : TEXCOORD1;
};

DepthVaryings DepthOnlyVS(float3 position : POSITION, float2 uv : TEXCOORD0) {
    DepthVaryings o;
    o.pos = mul(float4(position, 1.0), modelViewProj);
    o.uv = uv;
    o.viewZ = mul(float4(position, 1.0), modelView).z;
    return o;
}

void AlphaTestedDepthPS(DepthVaryings i) {
    clip(opacityTexture.Sample(opacitySampler, i.uv).a - alphaReference);
}

struct LinearDepthOut {
    float linearDepth : SV_Target0;
    float depth : SV_Depth;
};

LinearDepthOut LinearDepthPS(DepthVaryings i) {
    LinearDepthOut o;
    o.linearDepth = i.viewZ / farPlane;
    float slope = max(abs(ddx(i.pos.z)), abs(ddy(i.pos.z)));
    o.depth = saturate(i.pos.z + slope * depthBias);
    return o;
}
