// compile: -T vs_6_0 -E VSMain -fvk-t-shift 16 0 -fvk-s-shift 32 0
// compile: -T ps_6_0 -E PSMain -fvk-t-shift 16 0 -fvk-s-shift 32 0
// Linear blend skinning with a float4x4 bone palette: four bone indices
// (uint4) and weights per vertex, the normal skinned by the same blend.

#define MAX_BONES 128

cbuffer Skeleton : register(b0) {
    float4x4 bones[MAX_BONES];
};

cbuffer Camera : register(b1) {
    float4x4 viewProj;
    float3 lightDir;
};

struct SkinnedVertex {
    float3 position : POSITION;
    float3 normal : NORMAL;
    float2 uv : TEXCOORD0;
    uint4 boneIndices : BLENDINDICES;
    float4 boneWeights : BLENDWEIGHT;
};

struct Interpolants {
    float4 position : SV_Position;
    float3 normal : NORMAL;
    float2 uv : TEXCOORD0;
};

float4x4 blendBones(uint4 indices, float4 weights) {
    // Renormalise: exporters do not always make the weights sum to one.
    weights /= max(dot(weights, 1.0), 1e-5);
    float4x4 skin = bones[indices.x] * weights.x;
    skin += bones[indices.y] * weights.y;
    skin += bones[indices.z] * weights.z;
    skin += bones[indices.w] * weights.w;
    return skin;
}

Interpolants VSMain(SkinnedVertex v) {
    float4x4 skin = blendBones(v.boneIndices, v.boneWeights);
    float4 skinnedPos = mul(skin, float4(v.position, 1.0));
    float3 skinnedNormal = mul((float3x3)skin, v.normal);
    Interpolants o;
    o.position = mul(viewProj, skinnedPos);
    o.normal = normalize(skinnedNormal);
    o.uv = v.uv;
    return o;
}

Texture2D skinTexture : register(t0);
SamplerState skinSampler : register(s1);

float4 PSMain(Interpolants i) : SV_Target {
    float3 n = normalize(i.normal);
    float wrap = 0.3;
    float diffuse = saturate((dot(n, -lightDir) + wrap) / (1.0 + wrap));
    float4 albedo = skinTexture.Sample(skinSampler, i.uv);
    return float4(albedo.rgb * diffuse, 1.0);
}
