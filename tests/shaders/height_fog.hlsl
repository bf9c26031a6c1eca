// compile: -T vs_6_0 -E VSMain
// compile: -T ps_6_0 -E PSMain
// Forward shading with exponential height fog integrated along the view
// ray, sun in-scattering towards the light, and a distance cut-off.

cbuffer FogParams : register(b0) {
    float4x4 g_worldViewProj;
    float4x4 g_world;
    float3 g_cameraPos;
    float g_fogDensity;
    float3 g_fogColor;
    float g_fogHeightFalloff;
    float3 g_sunDir;
    float g_fogStartDistance;
    float3 g_sunScatterColor;
    float g_sunScatterExponent;
    float g_fogBaseHeight;
    float g_maxOpacity;
};

struct VS_INPUT {
    float3 position : POSITION;
    float3 normal : NORMAL;
    float4 color : COLOR0;
};

struct PS_INPUT {
    float4 position : SV_Position;
    float4 color : COLOR0;
    float3 worldPos : TEXCOORD0;
    float3 worldNormal : TEXCOORD1;
};

PS_INPUT VSMain(VS_INPUT input) {
    PS_INPUT output = (PS_INPUT)0;
    output.position = mul(g_worldViewProj, float4(input.position, 1.0f));
    output.worldPos = mul(g_world, float4(input.position, 1.0f)).xyz;
    output.worldNormal = mul((float3x3)g_world, input.normal);
    output.color = input.color;
    return output;
}

float heightFogAmount(float3 rayStart, float3 rayDir, float rayLength) {
    float falloff = g_fogHeightFalloff;
    float startHeight = rayStart.y - g_fogBaseHeight;
    float densityAtStart = g_fogDensity * exp(-falloff * startHeight);
    float dy = rayDir.y * rayLength;
    // Integral of the density along the ray; linear when nearly horizontal.
    float factor = abs(dy) > 0.01 ? (1.0 - exp(-falloff * dy)) / (falloff * dy) : 1.0;
    return 1.0 - exp(-densityAtStart * factor * rayLength);
}

float4 PSMain(PS_INPUT input) : SV_TARGET {
    float3 n = normalize(input.worldNormal);
    float ndl = saturate(dot(n, -g_sunDir));
    float3 lit = input.color.rgb * (0.25f + 0.75f * ndl);

    float3 toPixel = input.worldPos - g_cameraPos;
    float dist = length(toPixel);
    float3 dir = toPixel / dist;
    float fogDist = max(dist - g_fogStartDistance, 0.0f);
    float fog = min(heightFogAmount(g_cameraPos, dir, fogDist), g_maxOpacity);
    float sun = pow(saturate(dot(dir, -g_sunDir)), g_sunScatterExponent);
    float3 fogColor = lerp(g_fogColor, g_sunScatterColor, sun);
    return float4(lerp(lit, fogColor, fog), input.color.a);
}
