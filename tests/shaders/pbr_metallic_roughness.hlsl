// compile: -T vs_6_0 -E VSMain
// compile: -T ps_6_0 -E PSMain -fvk-t-shift 16 0 -fvk-s-shift 32 0
// Metallic-roughness PBR: GGX distribution, Smith-Schlick geometry and
// Schlick Fresnel (Cook-Torrance), analytic lights plus image-based
// lighting from a prefiltered cube map and a split-sum BRDF lookup table.

static const float PI = 3.14159265359;

struct Light {
    float4 positionOrDirection; // w = 0: directional, 1: point
    float4 colorIntensity;
};

cbuffer Camera : register(b0) {
    row_major float4x4 viewProjection;
    float3 eyePosition;
    float exposure;
};

cbuffer Scene : register(b1) {
    Light lights[4];
    uint lightCount;
    float prefilteredMips;
    float2 _scenePad;
};

cbuffer Model : register(b2) {
    row_major float4x4 model;
    row_major float3x3 normalMatrix;
    float4 baseColorFactor;
    float metallicFactor;
    float roughnessFactor;
};

Texture2D<float4> baseColorMap : register(t0);
Texture2D<float4> metallicRoughnessMap : register(t1);
Texture2D<float4> occlusionMap : register(t2);
Texture2D<float4> emissiveMap : register(t3);
TextureCube<float4> irradianceMap : register(t4);
TextureCube<float4> prefilteredMap : register(t5);
Texture2D<float2> brdfLut : register(t6);
SamplerState materialSampler : register(s0);
SamplerState cubeSampler : register(s1);
SamplerState lutSampler : register(s2);

struct VertexIn {
    float3 position : POSITION;
    float3 normal : NORMAL;
    float2 uv0 : TEXCOORD0;
};

struct VertexOut {
    float4 clip : SV_Position;
    float3 world : WORLDPOS;
    float3 normal : NORMAL;
    float2 uv0 : TEXCOORD0;
};

VertexOut VSMain(VertexIn v) {
    VertexOut o;
    float4 world = mul(float4(v.position, 1.0), model);
    o.world = world.xyz;
    o.clip = mul(world, viewProjection);
    o.normal = mul(v.normal, normalMatrix);
    o.uv0 = v.uv0;
    return o;
}

float distributionGGX(float ndh, float roughness) {
    float a = roughness * roughness;
    float a2 = a * a;
    float d = ndh * ndh * (a2 - 1.0) + 1.0;
    return a2 / (PI * d * d);
}

float geometrySchlickGGX(float ndv, float roughness) {
    float r = roughness + 1.0;
    float k = r * r / 8.0;
    return ndv / (ndv * (1.0 - k) + k);
}

float geometrySmith(float ndv, float ndl, float roughness) {
    return geometrySchlickGGX(ndv, roughness) * geometrySchlickGGX(ndl, roughness);
}

float3 fresnelSchlick(float cosTheta, float3 f0) {
    return f0 + (1.0 - f0) * pow(saturate(1.0 - cosTheta), 5.0);
}

float3 fresnelSchlickRoughness(float cosTheta, float3 f0, float roughness) {
    return f0 + (max((float3)(1.0 - roughness), f0) - f0) * pow(saturate(1.0 - cosTheta), 5.0);
}

float3 cookTorrance(float3 n, float3 v, float3 l, float3 radiance, float3 albedo,
                    float metallic, float roughness, float3 f0) {
    float3 h = normalize(v + l);
    float ndv = max(dot(n, v), 1e-4);
    float ndl = max(dot(n, l), 0.0);
    float ndh = max(dot(n, h), 0.0);
    float3 f = fresnelSchlick(max(dot(h, v), 0.0), f0);
    float d = distributionGGX(ndh, roughness);
    float g = geometrySmith(ndv, ndl, roughness);
    float3 specular = d * g * f / (4.0 * ndv * ndl + 1e-4);
    float3 kd = (1.0 - f) * (1.0 - metallic);
    return (kd * albedo / PI + specular) * radiance * ndl;
}

float4 PSMain(VertexOut i) : SV_Target {
    float4 baseColor = baseColorMap.Sample(materialSampler, i.uv0) * baseColorFactor;
    float4 mr = metallicRoughnessMap.Sample(materialSampler, i.uv0);
    float metallic = mr.b * metallicFactor;
    float roughness = clamp(mr.g * roughnessFactor, 0.04, 1.0);
    float ao = occlusionMap.Sample(materialSampler, i.uv0).r;
    float3 emissive = emissiveMap.Sample(materialSampler, i.uv0).rgb;

    float3 n = normalize(i.normal);
    float3 v = normalize(eyePosition - i.world);
    float3 f0 = lerp(0.04.xxx, baseColor.rgb, metallic);

    float3 lo = 0.0;
    for (uint k = 0; k < lightCount && k < 4; ++k) {
        Light light = lights[k];
        float3 l;
        float3 radiance = light.colorIntensity.rgb * light.colorIntensity.a;
        if (light.positionOrDirection.w == 0.0) {
            l = normalize(-light.positionOrDirection.xyz);
        } else {
            float3 d = light.positionOrDirection.xyz - i.world;
            float dist2 = dot(d, d);
            l = d * rsqrt(dist2);
            radiance /= dist2;
        }
        lo += cookTorrance(n, v, l, radiance, baseColor.rgb, metallic, roughness, f0);
    }

    float ndv = saturate(dot(n, v));
    float3 f = fresnelSchlickRoughness(ndv, f0, roughness);
    float3 kd = (1.0 - f) * (1.0 - metallic);
    float3 irradiance = irradianceMap.Sample(cubeSampler, n).rgb;
    float3 diffuse = irradiance * baseColor.rgb;
    float3 r = reflect(-v, n);
    float3 prefiltered = prefilteredMap.SampleLevel(cubeSampler, r, roughness * prefilteredMips).rgb;
    float2 envBrdf = brdfLut.Sample(lutSampler, float2(ndv, roughness));
    float3 specular = prefiltered * (f * envBrdf.x + envBrdf.y);
    float3 ambient = (kd * diffuse + specular) * ao;

    float3 color = (ambient + lo) * exposure + emissive;
    return float4(color, baseColor.a);
}
