// compile: -T vs_6_0 -E VSMain
// compile: -T ps_6_0 -E PSMain
// Normal mapping: the tangent frame (with the bitangent sign in
// tangent.w) built per vertex, the map's normal moved to world space.

cbuffer Transforms : register(b0) {
    float4x4 world;
    float4x4 viewProj;
    float3 lightDir;
};

Texture2D<float4> normalMap : register(t1);
SamplerState mapSampler : register(s2);

struct Varyings {
    float4 position : SV_Position;
    float2 uv : TEXCOORD0;
    float3 tangent : TEXCOORD1;
    float3 bitangent : TEXCOORD2;
    float3 normal : TEXCOORD3;
};

Varyings VSMain(float3 position : POSITION, float3 normal : NORMAL, float4 tangent : TANGENT,
                float2 uv : TEXCOORD0) {
    Varyings o;
    o.position = mul(viewProj, mul(world, float4(position, 1.0)));
    o.normal = mul((float3x3)world, normal);
    o.tangent = mul((float3x3)world, tangent.xyz);
    o.bitangent = cross(o.normal, o.tangent) * tangent.w;
    o.uv = uv;
    return o;
}

float4 PSMain(Varyings i) : SV_Target {
    float3 tn = normalMap.Sample(mapSampler, i.uv).xyz * 2.0 - 1.0;
    float3x3 tbn = float3x3(normalize(i.tangent), normalize(i.bitangent), normalize(i.normal));
    float3 n = normalize(mul(tn, tbn));
    return float4(saturate(dot(n, -lightDir)).xxx, 1.0);
}
