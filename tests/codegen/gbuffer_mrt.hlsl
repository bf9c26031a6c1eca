// compile: -T vs_6_0 -E VSMain
// compile: -T ps_6_0 -E PSMain
// A G-buffer pass writing four render targets: albedo, normal, material
// parameters and an object id.

cbuffer Object : register(b0) {
    float4x4 world;
    float4x4 viewProj;
    float4 albedo;
    float roughness;
    float metalness;
    uint objectId;
};

struct VSOut {
    float4 position : SV_Position;
    float3 normal : NORMAL;
};

struct GBuffer {
    float4 albedo : SV_Target0;
    float4 normal : SV_Target1;
    float2 material : SV_Target2;
    uint id : SV_Target3;
};

VSOut VSMain(float3 position : POSITION, float3 normal : NORMAL) {
    VSOut o;
    o.position = mul(viewProj, mul(world, float4(position, 1.0)));
    o.normal = mul((float3x3)world, normal);
    return o;
}

GBuffer PSMain(VSOut i) {
    GBuffer g;
    g.albedo = albedo;
    g.normal = float4(normalize(i.normal) * 0.5 + 0.5, 0.0);
    g.material = float2(roughness, metalness);
    g.id = objectId;
    return g;
}
