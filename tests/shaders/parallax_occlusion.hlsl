// compile: -T vs_6_0 -E VSMain
// compile: -T ps_6_0 -E PSMain
// Parallax occlusion mapping: a linear search through a height field in
// tangent space with SampleGrad (explicit gradients keep the loop free of
// implicit derivatives), a secant refinement, and self-shadowing.

cbuffer PomConstants : register(b0) {
    float4x4 modelViewProj;
    float4x4 model;
    float3 eyeWorld;
    float heightScale;
    float3 lightWorld;
    int minLayers;
    int maxLayers;
};

Texture2D<float4> colorMap : register(t0, space1);
Texture2D<float4> normalHeightMap : register(t1, space1);  // xyz normal, w height
SamplerState trilinearWrap : register(s0, space2);

struct V2P {
    float4 pos : SV_Position;
    float2 uv : TEXCOORD0;
    float3 viewTS : TEXCOORD1;
    float3 lightTS : TEXCOORD2;
};

V2P VSMain(float3 pos : POSITION, float3 n : NORMAL, float4 t : TANGENT, float2 uv : TEXCOORD0) {
    V2P o;
    o.pos = mul(modelViewProj, float4(pos, 1));
    float3 world = mul(model, float4(pos, 1)).xyz;
    float3 N = normalize(mul((float3x3)model, n));
    float3 T = normalize(mul((float3x3)model, t.xyz));
    float3 B = cross(N, T) * t.w;
    float3x3 toTangent = float3x3(T, B, N);
    o.viewTS = mul(toTangent, eyeWorld - world);
    o.lightTS = mul(toTangent, lightWorld - world);
    o.uv = uv;
    return o;
}

float depthAt(float2 uv, float2 dx, float2 dy) {
    return 1.0 - normalHeightMap.SampleGrad(trilinearWrap, uv, dx, dy).w;
}

float2 parallaxOcclusion(float2 uv, float3 viewTS, float2 dx, float2 dy, out float finalDepth) {
    float3 v = normalize(viewTS);
    float layers = lerp((float)maxLayers, (float)minLayers, abs(v.z));
    float layerDepth = 1.0 / layers;
    float2 delta = v.xy / v.z * heightScale / layers;
    float currentLayer = 0.0;
    float2 currentUV = uv;
    float currentDepth = depthAt(currentUV, dx, dy);
    [loop]
    while (currentLayer < currentDepth) {
        currentUV -= delta;
        currentDepth = depthAt(currentUV, dx, dy);
        currentLayer += layerDepth;
    }
    float2 prevUV = currentUV + delta;
    float after = currentDepth - currentLayer;
    float before = depthAt(prevUV, dx, dy) - currentLayer + layerDepth;
    float weight = after / (after - before);
    finalDepth = currentLayer + (before * weight - layerDepth * weight);
    return lerp(currentUV, prevUV, weight);
}

float selfShadow(float2 uv, float3 lightTS, float depth, float2 dx, float2 dy) {
    float3 l = normalize(lightTS);
    if (l.z <= 0.0)
        return 0.0;
    float shadow = 1.0;
    const int steps = 8;
    float2 delta = l.xy / l.z * heightScale / steps;
    float layer = depth;
    float2 p = uv;
    for (int i = 0; i < steps && layer > 0.0; ++i) {
        p += delta;
        layer -= 1.0 / steps;
        float d = depthAt(p, dx, dy);
        if (d < layer)
            shadow = min(shadow, 1.0 - (layer - d) * 8.0);
    }
    return saturate(shadow);
}

float4 PSMain(V2P i) : SV_Target {
    float2 dx = ddx(i.uv);
    float2 dy = ddy(i.uv);
    float depth;
    float2 uv = parallaxOcclusion(i.uv, i.viewTS, dx, dy, depth);
    if (any(uv < 0.0) || any(uv > 1.0))
        discard;
    float3 n = normalize(normalHeightMap.SampleGrad(trilinearWrap, uv, dx, dy).xyz * 2 - 1);
    float3 l = normalize(i.lightTS);
    float shadow = selfShadow(uv, i.lightTS, depth, dx, dy);
    float3 albedo = colorMap.SampleGrad(trilinearWrap, uv, dx, dy).rgb;
    return float4(albedo * (0.1 + saturate(dot(n, l)) * shadow), 1);
}
