// compile: -T vs_6_0 -E LightVolumeVS -fvk-b-shift 20 all
// compile: -T ps_6_0 -E PointLightPS -fvk-b-shift 20 all
// compile: -T ps_6_0 -E SpotLightPS -fvk-b-shift 20 all
// Deferred light volumes: a sphere or cone mesh scaled around each light
// (per-instance data from a StructuredBuffer); the pixel shaders read
// the G-buffer at the pixel and add the light additively.

struct LightInstance {
    float3 position;
    float radius;
    float3 color;
    float intensity;
    float3 spotDirection;
    float spotCosOuter;
    float spotCosInner;
    uint castsShadow;
    float2 _pad;
};

StructuredBuffer<LightInstance> lightInstances : register(t10);

cbuffer ViewConstants : register(b0) {
    float4x4 viewProj;
    float4x4 invViewProj;
    float3 cameraPos;
    float _unused;
    float2 invTargetSize;
};

Texture2D<float4> gbufferAlbedo : register(t0);
Texture2D<float4> gbufferNormal : register(t1);
Texture2D<float> gbufferDepth : register(t2);

struct VolumeVaryings {
    float4 position : SV_Position;
    nointerpolation uint light : LIGHTINDEX;
};

VolumeVaryings LightVolumeVS(float3 unitPos : POSITION, uint instance : SV_InstanceID) {
    LightInstance l = lightInstances[instance];
    VolumeVaryings o;
    o.position = mul(viewProj, float4(l.position + unitPos * l.radius * 1.05, 1.0));
    o.light = instance;
    return o;
}

struct Surface {
    float3 position;
    float3 normal;
    float3 albedo;
    float roughness;
};

Surface readGBuffer(float4 fragCoord) {
    int3 p = int3(fragCoord.xy, 0);
    Surface s;
    float4 a = gbufferAlbedo.Load(p);
    float4 n = gbufferNormal.Load(p);
    float depth = gbufferDepth.Load(p);
    float2 uv = fragCoord.xy * invTargetSize;
    float4 world = mul(invViewProj, float4(uv * float2(2, -2) + float2(-1, 1), depth, 1));
    s.position = world.xyz / world.w;
    s.normal = normalize(n.xyz * 2 - 1);
    s.albedo = a.rgb;
    s.roughness = n.w;
    return s;
}

float3 shade(Surface s, LightInstance l, float3 toLight, float attenuation) {
    float3 lightDir = normalize(toLight);
    float3 v = normalize(cameraPos - s.position);
    float3 h = normalize(lightDir + v);
    float ndl = saturate(dot(s.normal, lightDir));
    float power = exp2(12.0 * (1.0 - s.roughness));
    float spec = pow(saturate(dot(s.normal, h)), power) * (power + 2.0) / 8.0;
    return (s.albedo + spec * 0.04) * l.color * l.intensity * ndl * attenuation;
}

float windowedFalloff(float distance, float radius) {
    float r = saturate(1.0 - pow(distance / radius, 4.0));
    return r * r / (distance * distance + 1.0);
}

float4 PointLightPS(VolumeVaryings i) : SV_Target {
    LightInstance l = lightInstances[i.light];
    Surface s = readGBuffer(i.position);
    float3 toLight = l.position - s.position;
    float distance = length(toLight);
    if (distance > l.radius)
        discard;
    return float4(shade(s, l, toLight, windowedFalloff(distance, l.radius)), 0.0);
}

float4 SpotLightPS(VolumeVaryings i) : SV_Target {
    LightInstance l = lightInstances[i.light];
    Surface s = readGBuffer(i.position);
    float3 toLight = l.position - s.position;
    float distance = length(toLight);
    float cosAngle = dot(-toLight / distance, l.spotDirection);
    float cone = smoothstep(l.spotCosOuter, l.spotCosInner, cosAngle);
    if (distance > l.radius || cone <= 0.0)
        discard;
    return float4(shade(s, l, toLight, windowedFalloff(distance, l.radius) * cone), 0.0);
}
