// compile: -T vs_6_0 -E VSMain -fvk-t-shift 16 0 -fvk-s-shift 32 0
// compile: -T ps_6_0 -E PSMain -fvk-t-shift 16 0 -fvk-s-shift 32 0
// Forward Blinn-Phong: one directional light and up to eight point lights
// from a constant buffer, a diffuse texture and a specular exponent.

#define MAX_POINT_LIGHTS 8

struct PointLight {
    float3 position;
    float radius;
    float3 color;
    float intensity;
};

cbuffer PerFrame : register(b0) {
    float4x4 viewProj;
    float3 cameraPos;
    float ambientScale;
    float3 sunDirection;
    uint pointLightCount;
    float3 sunColor;
    float _pad0;
    PointLight pointLights[MAX_POINT_LIGHTS];
};

cbuffer PerObject : register(b1) {
    float4x4 world;
    float4x4 worldInvTranspose;
    float4 diffuseTint;
    float specularPower;
    float specularIntensity;
};

Texture2D diffuseMap : register(t0);
SamplerState linearSampler : register(s0, space1);

struct VSInput {
    float3 position : POSITION;
    float3 normal : NORMAL;
    float2 uv : TEXCOORD0;
};

struct VSOutput {
    float4 position : SV_Position;
    float3 worldPos : TEXCOORD0;
    float3 normal : TEXCOORD1;
    float2 uv : TEXCOORD2;
};

VSOutput VSMain(VSInput input) {
    VSOutput output;
    float4 worldPos = mul(world, float4(input.position, 1.0));
    output.position = mul(viewProj, worldPos);
    output.worldPos = worldPos.xyz;
    output.normal = mul((float3x3)worldInvTranspose, input.normal);
    output.uv = input.uv;
    return output;
}

float3 blinnPhong(float3 n, float3 v, float3 l, float3 lightColor) {
    float3 h = normalize(l + v);
    float ndl = saturate(dot(n, l));
    float ndh = saturate(dot(n, h));
    float spec = ndl > 0.0 ? pow(ndh, specularPower) * specularIntensity : 0.0;
    return lightColor * (ndl + spec);
}

float attenuation(float distance, float radius) {
    float x = saturate(1.0 - pow(distance / radius, 4.0));
    return x * x / (distance * distance + 1.0);
}

float4 PSMain(VSOutput input) : SV_Target {
    float4 albedo = diffuseMap.Sample(linearSampler, input.uv) * diffuseTint;
    float3 n = normalize(input.normal);
    float3 v = normalize(cameraPos - input.worldPos);

    float3 lighting = albedo.rgb * ambientScale;
    lighting += blinnPhong(n, v, -sunDirection, sunColor) * albedo.rgb;

    [loop]
    for (uint i = 0; i < pointLightCount; ++i) {
        PointLight light = pointLights[i];
        float3 toLight = light.position - input.worldPos;
        float distance = length(toLight);
        if (distance > light.radius)
            continue;
        float3 l = toLight / distance;
        float att = attenuation(distance, light.radius) * light.intensity;
        lighting += blinnPhong(n, v, l, light.color) * albedo.rgb * att;
    }
    return float4(lighting, albedo.a);
}
