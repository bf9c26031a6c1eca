// compile: -T vs_6_0 -E VSMain
// compile: -T ps_6_0 -E PSMain -fvk-t-shift 4 0 -fvk-s-shift 8 0
// Cascaded shadow maps: four cascades in a Texture2DArray, the cascade
// chosen by view depth, compared with SampleCmp and fixed texel offsets,
// with a blend band between cascades.

#define CASCADE_COUNT 4

cbuffer CascadeData : register(b0) {
    float4x4 g_View;
    float4x4 g_Proj;
    float4x4 g_CascadeViewProj[CASCADE_COUNT];
    float4 g_CascadeSplits;  // view-space far distance of each cascade
    float3 g_SunDir;
    float g_BlendBand;
    float3 g_SunColor;
    float g_Bias;
};

Texture2DArray<float> g_ShadowCascades : register(t0);
SamplerComparisonState g_ShadowCmp : register(s0);

struct VSOut {
    float4 svPos : SV_Position;
    float3 worldPos : POSITION1;
    float3 normal : NORMAL;
    float viewDepth : VIEWDEPTH;
};

VSOut VSMain(float3 pos : POSITION, float3 normal : NORMAL) {
    VSOut o;
    float4 viewPos = mul(g_View, float4(pos, 1.0));
    o.svPos = mul(g_Proj, viewPos);
    o.worldPos = pos;
    o.normal = normal;
    o.viewDepth = viewPos.z;
    return o;
}

float sampleCascade(uint cascade, float3 worldPos) {
    float4 lp = mul(g_CascadeViewProj[cascade], float4(worldPos, 1.0));
    float3 ndc = lp.xyz / lp.w;
    float2 uv = ndc.xy * float2(0.5, -0.5) + 0.5;
    float depth = ndc.z - g_Bias * (cascade + 1);
    float3 coord = float3(uv, cascade);
    float s = g_ShadowCascades.SampleCmp(g_ShadowCmp, coord, depth);
    s += g_ShadowCascades.SampleCmp(g_ShadowCmp, coord, depth, int2(1, 0));
    s += g_ShadowCascades.SampleCmp(g_ShadowCmp, coord, depth, int2(0, 1));
    s += g_ShadowCascades.SampleCmp(g_ShadowCmp, coord, depth, int2(1, 1));
    return s * 0.25;
}

float4 PSMain(VSOut input) : SV_Target {
    float depth = input.viewDepth;
    uint cascade = CASCADE_COUNT - 1;
    [unroll]
    for (int c = CASCADE_COUNT - 1; c >= 0; --c) {
        if (depth < g_CascadeSplits[c])
            cascade = c;
    }
    float shadow = sampleCascade(cascade, input.worldPos);
    float splitEnd = g_CascadeSplits[cascade];
    float fade = saturate((splitEnd - depth) / g_BlendBand);
    if (fade < 1.0 && cascade + 1 < CASCADE_COUNT) {
        float next = sampleCascade(cascade + 1, input.worldPos);
        shadow = lerp(next, shadow, fade);
    }
    float ndl = saturate(dot(normalize(input.normal), -g_SunDir));
    static const float3 cascadeTint[CASCADE_COUNT] = {
        float3(1.0, 0.9, 0.9), float3(0.9, 1.0, 0.9), float3(0.9, 0.9, 1.0), float3(1.0, 1.0, 0.9)
    };
    return float4(g_SunColor * ndl * shadow * cascadeTint[cascade], 1.0);
}
