// compile: -T vs_6_0 -E VelocityVS
// compile: -T ps_6_0 -E VelocityPS
// Forward pass with per-pixel motion vectors: current and previous
// (jitter-free) clip positions from current/previous skinned-or-rigid
// transforms, colour to SV_Target0 and screen-space velocity to
// SV_Target1; centroid interpolation avoids extrapolated UVs under MSAA.

cbuffer VelocityConstants : register(b0) {
    float4x4 currWorld;
    float4x4 prevWorld;
    float4x4 currViewProj;
    float4x4 prevViewProj;
    float4x4 jitteredViewProj;
};

Texture2D<float4> baseMap : register(t0, space1);
SamplerState baseSampler : register(s0, space2);

struct VelocityVaryings {
    float4 position : SV_Position;
    centroid float2 uv : TEXCOORD0;
    float4 currClip : TEXCOORD1;
    float4 prevClip : TEXCOORD2;
};

struct VelocityTargets {
    float4 color : SV_Target0;
    float2 velocity : SV_Target1;
};

VelocityVaryings VelocityVS(float3 position : POSITION, float2 uv : TEXCOORD0) {
    float4 world = mul(currWorld, float4(position, 1.0));
    float4 prev = mul(prevWorld, float4(position, 1.0));
    VelocityVaryings o;
    o.position = mul(jitteredViewProj, world);
    o.currClip = mul(currViewProj, world);
    o.prevClip = mul(prevViewProj, prev);
    o.uv = uv;
    return o;
}

VelocityTargets VelocityPS(VelocityVaryings i) {
    float2 curr = i.currClip.xy / i.currClip.w;
    float2 prev = i.prevClip.xy / i.prevClip.w;
    VelocityTargets o;
    o.color = baseMap.Sample(baseSampler, i.uv);
    // NDC delta to UV delta (y flips).
    o.velocity = (curr - prev) * float2(0.5, -0.5);
    return o;
}
