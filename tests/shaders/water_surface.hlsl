// compile: -T vs_6_0 -E WaterVS
// compile: -T ps_6_0 -E WaterPS -fvk-t-shift 20 0 -fvk-s-shift 30 0
// Water: a sum of Gerstner waves displaces the grid and gives the
// analytic normal; the pixel shader adds two scrolling normal maps,
// Fresnel-weighted cube-map reflection, depth-based absorption colour
// and a specular sun glint.

#define WAVE_COUNT 4

struct Wave {
    float2 direction;
    float steepness;
    float wavelength;
};

cbuffer WaterConstants : register(b0) {
    float4x4 viewProj;
    Wave waves[WAVE_COUNT];
    float3 eyePos;
    float time;
    float3 sunDirection;
    float normalScrollSpeed;
    float3 shallowColor;
    float absorption;
    float3 deepColor;
    float nearPlane;
    float2 screenSize;
    float farPlane;
};

Texture2D<float4> detailNormals : register(t0);
TextureCube<float4> environment : register(t1);
Texture2D<float> sceneDepth : register(t2);
SamplerState wrapSampler : register(s0);
SamplerState envSampler : register(s1);

struct WaterVaryings {
    float4 position : SV_Position;
    float3 worldPos : TEXCOORD0;
    float3 normal : TEXCOORD1;
    float viewDepth : TEXCOORD2;
};

void gerstner(Wave w, float2 xz, inout float3 offset, inout float3 tangent, inout float3 binormal) {
    float k = 2.0 * 3.14159265 / w.wavelength;
    float c = sqrt(9.8 / k);
    float2 d = normalize(w.direction);
    float f = k * (dot(d, xz) - c * time);
    float a = w.steepness / k;
    float s, co;
    sincos(f, s, co);
    offset += float3(d.x * a * co, a * s, d.y * a * co);
    tangent += float3(-d.x * d.x * w.steepness * s, d.x * w.steepness * co, -d.x * d.y * w.steepness * s);
    binormal += float3(-d.x * d.y * w.steepness * s, d.y * w.steepness * co, -d.y * d.y * w.steepness * s);
}

WaterVaryings WaterVS(float3 position : POSITION) {
    float3 offset = 0;
    float3 tangent = float3(1, 0, 0);
    float3 binormal = float3(0, 0, 1);
    [unroll]
    for (int i = 0; i < WAVE_COUNT; ++i)
        gerstner(waves[i], position.xz, offset, tangent, binormal);
    WaterVaryings o;
    o.worldPos = position + offset;
    float4 clip = mul(viewProj, float4(o.worldPos, 1.0));
    o.position = clip;
    o.viewDepth = clip.w;
    o.normal = normalize(cross(binormal, tangent));
    return o;
}

float linearDepth(float d) {
    return nearPlane * farPlane / (farPlane + d * (nearPlane - farPlane));
}

float4 WaterPS(WaterVaryings i) : SV_Target {
    float2 uv = i.worldPos.xz * 0.05;
    float2 scroll = float2(1.0, 0.6) * time * normalScrollSpeed;
    float3 n1 = detailNormals.Sample(wrapSampler, uv + scroll).xzy * 2.0 - 1.0;
    float3 n2 = detailNormals.Sample(wrapSampler, uv * 1.7 - scroll * 0.8).xzy * 2.0 - 1.0;
    float3 n = normalize(i.normal + (n1 + n2) * float3(0.3, 0.0, 0.3));

    float3 v = normalize(eyePos - i.worldPos);
    float fresnel = 0.02 + 0.98 * pow(1.0 - saturate(dot(n, v)), 5.0);
    float3 reflection = environment.Sample(envSampler, reflect(-v, n)).rgb;

    float2 screenUV = i.position.xy / screenSize;
    float sceneZ = linearDepth(sceneDepth.Sample(wrapSampler, screenUV));
    float thickness = max(sceneZ - i.viewDepth, 0.0);
    float3 waterColor = lerp(shallowColor, deepColor, 1.0 - exp(-thickness * absorption));

    float3 h = normalize(v - sunDirection);
    float glint = pow(saturate(dot(n, h)), 512.0) * 8.0;
    float3 color = lerp(waterColor, reflection, fresnel) + glint;
    float alpha = saturate(thickness * 2.0);
    return float4(color, alpha);
}
