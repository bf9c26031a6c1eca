// compile: -T vs_6_0 -E ProbeLitVS
// compile: -T ps_6_0 -E ProbeLitPS
// Diffuse lighting from an L2 spherical-harmonics irradiance probe (nine
// RGB coefficients in a cbuffer), evaluated per vertex for a low-cost
// path and per pixel with a normal map, both available.

cbuffer ProbeSH : register(b0) {
    float4 sh[9];   // rgb coefficients, already convolved with the cosine lobe
};

cbuffer Object : register(b1) {
    float4x4 objectToClip;
    float3x3 objectToWorldNormal;
    uint perPixel;
};

Texture2D<float4> albedoTex : register(t2);
Texture2D<float4> normalTex : register(t3);
SamplerState surfaceSampler : register(s4);

float3 evalSH(float3 n) {
    float3 r = sh[0].rgb * 0.886227;
    r += sh[1].rgb * 1.023328 * n.y;
    r += sh[2].rgb * 1.023328 * n.z;
    r += sh[3].rgb * 1.023328 * n.x;
    r += sh[4].rgb * 0.858086 * n.x * n.y;
    r += sh[5].rgb * 0.858086 * n.y * n.z;
    r += sh[6].rgb * 0.247708 * (3.0 * n.z * n.z - 1.0);
    r += sh[7].rgb * 0.858086 * n.x * n.z;
    r += sh[8].rgb * 0.429043 * (n.x * n.x - n.y * n.y);
    return max(r, 0.0);
}

struct ProbeVaryings {
    float4 pos : SV_Position;
    float2 uv : TEXCOORD0;
    float3 normal : TEXCOORD1;
    float4 tangent : TEXCOORD2;
    float3 vertexIrradiance : COLOR0;
};

ProbeVaryings ProbeLitVS(float3 pos : POSITION, float3 normal : NORMAL, float4 tangent : TANGENT,
                         float2 uv : TEXCOORD0) {
    ProbeVaryings o;
    o.pos = mul(objectToClip, float4(pos, 1));
    o.normal = normalize(mul(objectToWorldNormal, normal));
    o.tangent = float4(normalize(mul(objectToWorldNormal, tangent.xyz)), tangent.w);
    o.uv = uv;
    o.vertexIrradiance = perPixel ? 0.0.xxx : evalSH(o.normal);
    return o;
}

float4 ProbeLitPS(ProbeVaryings i) : SV_Target {
    float4 albedo = albedoTex.Sample(surfaceSampler, i.uv);
    float3 irradiance = i.vertexIrradiance;
    if (perPixel) {
        float3 n = normalize(i.normal);
        float3 t = normalize(i.tangent.xyz);
        float3 b = cross(n, t) * i.tangent.w;
        float3 tn = normalTex.Sample(surfaceSampler, i.uv).xyz * 2.0 - 1.0;
        irradiance = evalSH(normalize(mul(tn, float3x3(t, b, n))));
    }
    return float4(albedo.rgb * irradiance, albedo.a);
}
