// compile: -T vs_6_0 -E VSMain -fvk-t-shift 16 0 -fvk-s-shift 32 0
// compile: -T ps_6_0 -E PSMain -fvk-t-shift 16 0 -fvk-s-shift 32 0
// compile: -T vs_6_0 -E ShadowCasterVS -fvk-t-shift 16 0 -fvk-s-shift 32 0
// A shadow-mapped directional light: the caster pass, and a receiver that
// filters the map with a 5x5 PCF kernel of SampleCmpLevelZero taps
// (texel offsets) plus a slope-scaled bias.

cbuffer ShadowConstants : register(b0) {
    float4x4 lightViewProj;
    float4x4 cameraViewProj;
    float4x4 objectToWorld;
    float3 lightDirection;
    float depthBias;
    float2 shadowTexelSize;
    float normalOffset;
    float shadowStrength;
};

Texture2D<float> shadowMap : register(t1);
Texture2D<float4> albedo : register(t2);
SamplerComparisonState shadowSampler : register(s0);
SamplerState albedoSampler : register(s1);

float4 ShadowCasterVS(float3 position : POSITION) : SV_Position {
    float4 world = mul(objectToWorld, float4(position, 1.0));
    return mul(lightViewProj, world);
}

struct Receiver {
    float4 position : SV_Position;
    float4 shadowCoord : TEXCOORD0;
    float3 normal : TEXCOORD1;
    float2 uv : TEXCOORD2;
};

Receiver VSMain(float3 position : POSITION, float3 normal : NORMAL, float2 uv : TEXCOORD0) {
    Receiver r;
    float3 worldNormal = normalize(mul((float3x3)objectToWorld, normal));
    float4 world = mul(objectToWorld, float4(position, 1.0));
    r.position = mul(cameraViewProj, world);
    // Normal offset: push the lookup along the normal to fight acne.
    r.shadowCoord = mul(lightViewProj, float4(world.xyz + worldNormal * normalOffset, 1.0));
    r.normal = worldNormal;
    r.uv = uv;
    return r;
}

float shadowPCF(float3 coord, float bias) {
    float sum = 0.0;
    [unroll]
    for (int y = -2; y <= 2; ++y) {
        [unroll]
        for (int x = -2; x <= 2; ++x) {
            float2 offset = float2(x, y) * shadowTexelSize;
            sum += shadowMap.SampleCmpLevelZero(shadowSampler, coord.xy + offset, coord.z - bias);
        }
    }
    return sum / 25.0;
}

float4 PSMain(Receiver r) : SV_Target {
    float3 proj = r.shadowCoord.xyz / r.shadowCoord.w;
    float2 uv = proj.xy * float2(0.5, -0.5) + 0.5;
    float3 n = normalize(r.normal);
    float ndl = saturate(dot(n, -lightDirection));
    float bias = depthBias * tan(acos(clamp(ndl, 0.01, 1.0)));
    bias = clamp(bias, 0.0, 0.01);
    float lit = 1.0;
    if (all(uv >= 0.0) && all(uv <= 1.0) && proj.z < 1.0)
        lit = shadowPCF(float3(uv, proj.z), bias);
    lit = lerp(1.0, lit, shadowStrength);
    float4 base = albedo.Sample(albedoSampler, r.uv);
    return float4(base.rgb * (0.2 + 0.8 * ndl * lit), base.a);
}
