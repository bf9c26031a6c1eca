// compile: -T vs_6_0 -E FoliageVS
// compile: -T ps_6_0 -E FoliagePS
// compile: -T ps_6_0 -E FoliageShadowPS
// Wind-animated foliage: vertex colours carry the bend weight and phase;
// alpha-tested leaves lit from both sides (SV_IsFrontFace flips the
// normal), translucency towards the sun, and an alpha-only shadow pass.

cbuffer FoliageConstants : register(b0) {
    float4x4 worldMatrix;
    float4x4 viewProjMatrix;
    float3 windDirection;
    float windStrength;
    float3 sunDir;
    float time;
    float3 sunColor;
    float alphaCutoff;
    float3 translucencyColor;
    float gustFrequency;
};

Texture2D leafTexture : register(t0, space1);
SamplerState leafSampler : register(s0, space2);

struct FoliageIn {
    float3 position : POSITION;
    float3 normal : NORMAL;
    float2 uv : TEXCOORD0;
    float4 color : COLOR0;   // r: bend weight, g: phase, b: ao
};

struct FoliageOut {
    float4 position : SV_Position;
    float2 uv : TEXCOORD0;
    float3 normal : NORMAL;
    float ao : AO;
};

float3 windOffset(float3 worldPos, float weight, float phase) {
    float t = time * gustFrequency + phase * 6.2831 + dot(worldPos.xz, 0.1);
    float gust = sin(t) * 0.6 + sin(t * 2.3 + 1.7) * 0.3 + sin(t * 5.1) * 0.1;
    return windDirection * gust * windStrength * weight * weight;
}

FoliageOut FoliageVS(FoliageIn v) {
    float4 world = mul(worldMatrix, float4(v.position, 1.0));
    world.xyz += windOffset(world.xyz, v.color.r, v.color.g);
    FoliageOut o;
    o.position = mul(viewProjMatrix, world);
    o.uv = v.uv;
    o.normal = mul((float3x3)worldMatrix, v.normal);
    o.ao = v.color.b;
    return o;
}

float4 FoliagePS(FoliageOut i, bool isFrontFace : SV_IsFrontFace) : SV_Target {
    float4 albedo = leafTexture.Sample(leafSampler, i.uv);
    clip(albedo.a - alphaCutoff);
    float3 n = normalize(i.normal) * (isFrontFace ? 1.0 : -1.0);
    float ndl = dot(n, -sunDir);
    float diffuse = saturate(ndl);
    float back = saturate(-ndl) * 0.6;
    float3 color = albedo.rgb * (sunColor * diffuse + translucencyColor * back + 0.2) * i.ao;
    return float4(color, 1.0);
}

void FoliageShadowPS(FoliageOut i) {
    float alpha = leafTexture.Sample(leafSampler, i.uv).a;
    if (alpha < alphaCutoff)
        discard;
}
