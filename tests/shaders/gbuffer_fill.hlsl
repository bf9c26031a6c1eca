// compile: -T vs_6_0 -E VSMain
// compile: -T ps_6_0 -E PSMain -fvk-t-shift 16 0 -fvk-s-shift 32 0
// Deferred G-buffer pass: four render targets (albedo + AO, octahedral
// normal + roughness/metal, emissive, object id) from material textures.

cbuffer ObjectConstants : register(b0) {
    float4x4 world;
    float4x4 viewProjection;
    float4 tint;
    float roughnessScale;
    float metalnessScale;
    uint objectId;
    float emissiveIntensity;
};

Texture2D<float4> albedoTexture : register(t0);
Texture2D<float4> normalTexture : register(t1);
Texture2D<float4> ormTexture : register(t2);   // occlusion, roughness, metalness
Texture2D<float3> emissiveTexture : register(t3);
SamplerState trilinear : register(s0);

struct GeometryVS {
    float4 position : SV_Position;
    float3 normal : NORMAL;
    float3 tangent : TANGENT;
    float3 bitangent : BINORMAL;
    float2 uv : TEXCOORD0;
};

struct GBufferOutput {
    float4 albedoAO : SV_Target0;
    float4 normalRM : SV_Target1;
    float4 emissive : SV_Target2;
    uint id : SV_Target3;
};

GeometryVS VSMain(float3 position : POSITION, float3 normal : NORMAL, float4 tangent : TANGENT,
                  float2 uv : TEXCOORD0) {
    GeometryVS o;
    o.position = mul(viewProjection, mul(world, float4(position, 1.0)));
    float3x3 w = (float3x3)world;
    o.normal = mul(w, normal);
    o.tangent = mul(w, tangent.xyz);
    o.bitangent = cross(o.normal, o.tangent) * tangent.w;
    o.uv = uv;
    return o;
}

float2 octWrap(float2 v) {
    return (1.0 - abs(v.yx)) * select(v >= 0.0, 1.0.xx, -1.0.xx);
}

float2 encodeOctahedral(float3 n) {
    n /= abs(n.x) + abs(n.y) + abs(n.z);
    n.xy = n.z >= 0.0 ? n.xy : octWrap(n.xy);
    return n.xy * 0.5 + 0.5;
}

GBufferOutput PSMain(GeometryVS input) {
    float4 albedo = albedoTexture.Sample(trilinear, input.uv) * tint;
    float3 tn = normalTexture.Sample(trilinear, input.uv).xyz * 2.0 - 1.0;
    float3 orm = ormTexture.Sample(trilinear, input.uv).rgb;
    float3 n = normalize(tn.x * normalize(input.tangent) + tn.y * normalize(input.bitangent)
                         + tn.z * normalize(input.normal));
    GBufferOutput o;
    o.albedoAO = float4(albedo.rgb, orm.r);
    o.normalRM = float4(encodeOctahedral(n), orm.g * roughnessScale, orm.b * metalnessScale);
    o.emissive = float4(emissiveTexture.Sample(trilinear, input.uv) * emissiveIntensity, 0.0);
    o.id = objectId;
    return o;
}
