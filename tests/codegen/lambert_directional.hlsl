// compile: -T vs_6_0 -E VSMain
// compile: -T ps_6_0 -E PSMain
// Per-pixel Lambert lighting from one directional light with ambient.

cbuffer Scene : register(b0) {
    float4x4 worldViewProj;
    float3x3 normalMatrix;
    float3 lightDir;
    float3 lightColor;
    float3 ambient;
};

struct VSIn {
    float3 position : POSITION;
    float3 normal : NORMAL;
};

struct VSOut {
    float4 position : SV_Position;
    float3 normal : NORMAL;
};

VSOut VSMain(VSIn v) {
    VSOut o;
    o.position = mul(worldViewProj, float4(v.position, 1.0));
    o.normal = mul(normalMatrix, v.normal);
    return o;
}

float4 PSMain(VSOut i) : SV_Target {
    float ndl = saturate(dot(normalize(i.normal), -lightDir));
    return float4(ambient + lightColor * ndl, 1.0);
}
