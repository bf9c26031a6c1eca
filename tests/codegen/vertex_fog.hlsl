// compile: -T vs_6_0 -E VSMain
// compile: -T ps_6_0 -E PSMain
// Classic per-vertex exponential-squared fog: the factor computed from
// view distance in the vertex shader, the blend in the pixel shader.

cbuffer Fog : register(b0) {
    float4x4 worldView;
    float4x4 projection;
    float4 fogColor;
    float fogDensity;
};

struct Varyings {
    float4 position : SV_Position;
    float4 color : COLOR0;
    float fog : FOG;
};

Varyings VSMain(float3 position : POSITION, float4 color : COLOR0) {
    float4 view = mul(worldView, float4(position, 1.0));
    float d = length(view.xyz) * fogDensity;
    Varyings o;
    o.position = mul(projection, view);
    o.color = color;
    o.fog = saturate(exp(-d * d));
    return o;
}

float4 PSMain(Varyings i) : SV_Target {
    return float4(lerp(fogColor.rgb, i.color.rgb, i.fog), i.color.a);
}
