// compile: -T vs_6_0 -E DecalVS
// compile: -T ps_6_0 -E DecalPS -fvk-t-shift 10 all -fvk-s-shift 20 all
// Deferred decals: a unit cube drawn around the decal volume; each pixel
// rebuilds its world position from the depth buffer, moves it into decal
// space, clips what falls outside the box, and writes albedo and normal
// into two G-buffer targets with angle fade.

cbuffer DecalConstants : register(b0) {
    float4x4 decalWorld;
    float4x4 worldToDecal;
    float4x4 viewProj;
    float4x4 invViewProj;
    float2 invScreenSize;
    float angleFadeStart;
    float opacity;
    float3 decalForward;
};

Texture2D<float> depthBuffer : register(t0);
Texture2D<float4> gbufferNormal : register(t1);
Texture2D<float4> decalAlbedo : register(t2);
Texture2D<float4> decalNormal : register(t3);
SamplerState decalSampler : register(s0);

float4 DecalVS(float3 position : POSITION) : SV_Position {
    return mul(viewProj, mul(decalWorld, float4(position, 1.0)));
}

struct DecalTargets {
    float4 albedo : SV_Target0;
    float4 normal : SV_Target1;
};

DecalTargets DecalPS(float4 fragCoord : SV_Position) {
    int3 texel = int3(fragCoord.xy, 0);
    float depth = depthBuffer.Load(texel);
    float2 uv = fragCoord.xy * invScreenSize;
    float4 ndc = float4(uv.x * 2.0 - 1.0, 1.0 - uv.y * 2.0, depth, 1.0);
    float4 world = mul(invViewProj, ndc);
    world /= world.w;
    float3 local = mul(worldToDecal, world).xyz;
    clip(0.5 - abs(local));

    float3 surfaceNormal = normalize(gbufferNormal.Load(texel).xyz * 2.0 - 1.0);
    float facing = dot(surfaceNormal, -decalForward);
    float angleFade = saturate((facing - angleFadeStart) / (1.0 - angleFadeStart));

    float2 decalUV = local.xz + 0.5;
    float4 albedo = decalAlbedo.Sample(decalSampler, decalUV);
    float3 tn = decalNormal.Sample(decalSampler, decalUV).xyz * 2.0 - 1.0;
    float3 t = normalize(decalWorld._m00_m10_m20);
    float3 b = normalize(cross(surfaceNormal, t));
    t = cross(b, surfaceNormal);
    float3 n = normalize(tn.x * t + tn.y * b + tn.z * surfaceNormal);

    float alpha = albedo.a * angleFade * opacity;
    DecalTargets o;
    o.albedo = float4(albedo.rgb, alpha);
    o.normal = float4(n * 0.5 + 0.5, alpha);
    return o;
}
