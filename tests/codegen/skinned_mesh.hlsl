// compile: -T vs_6_0 -E VSMain
// compile: -T ps_6_0 -E PSMain
// Four-bone linear blend skinning with a float4x4 palette indexed by
// uint4 blend indices.

cbuffer Bones : register(b0) {
    float4x4 bones[64];
};

cbuffer Camera : register(b1) {
    float4x4 viewProj;
};

struct SkinnedIn {
    float3 position : POSITION;
    float3 normal : NORMAL;
    uint4 indices : BLENDINDICES;
    float4 weights : BLENDWEIGHT;
};

struct SkinnedOut {
    float4 position : SV_Position;
    float3 normal : NORMAL;
};

SkinnedOut VSMain(SkinnedIn v) {
    float4x4 skin = bones[v.indices.x] * v.weights.x + bones[v.indices.y] * v.weights.y
                  + bones[v.indices.z] * v.weights.z + bones[v.indices.w] * v.weights.w;
    SkinnedOut o;
    o.position = mul(viewProj, mul(skin, float4(v.position, 1.0)));
    o.normal = mul((float3x3)skin, v.normal);
    return o;
}

float4 PSMain(SkinnedOut i) : SV_Target {
    return float4(normalize(i.normal) * 0.5 + 0.5, 1.0);
}
