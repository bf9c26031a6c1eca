// compile: -T vs_6_0 -E VSMain
// compile: -T ps_6_0 -E PSMain
// A bilinear-weighted 4x4-texel PCF built from GatherCmpRed: each gather
// returns four comparisons, weighted by the sub-texel position, so the
// filter is smooth with four fetches instead of sixteen.

cbuffer Params : register(b0) {
    float4x4 worldViewProj;
    float4x4 shadowMatrix;
    float2 shadowMapSize;
    float receiverBias;
};

Texture2D<float> shadowDepth : register(t1);
SamplerComparisonState pcfSampler : register(s2);

struct Varyings {
    float4 position : SV_Position;
    float3 shadowPos : TEXCOORD0;
};

Varyings VSMain(float3 position : POSITION) {
    Varyings o;
    o.position = mul(worldViewProj, float4(position, 1.0));
    float4 s = mul(shadowMatrix, float4(position, 1.0));
    o.shadowPos = s.xyz / s.w;
    return o;
}

float4 PSMain(Varyings i) : SV_Target {
    float2 texel = i.shadowPos.xy * shadowMapSize - 0.5;
    float2 f = frac(texel);
    float2 base = (floor(texel) + 0.5) / shadowMapSize;
    float2 step = 1.0 / shadowMapSize;
    float z = i.shadowPos.z - receiverBias;

    // Gather order: (-,+), (+,+), (+,-), (-,-) around the sample point.
    float4 g00 = shadowDepth.GatherCmpRed(pcfSampler, base + float2(-0.5, -0.5) * step, z);
    float4 g10 = shadowDepth.GatherCmpRed(pcfSampler, base + float2(1.5, -0.5) * step, z);
    float4 g01 = shadowDepth.GatherCmpRed(pcfSampler, base + float2(-0.5, 1.5) * step, z);
    float4 g11 = shadowDepth.GatherCmpRed(pcfSampler, base + float2(1.5, 1.5) * step, z);

    float4 col0 = float4(g00.w, g00.x, g01.w, g01.x);
    float4 col1 = float4(g00.z, g00.y, g01.z, g01.y);
    float4 col2 = float4(g10.w, g10.x, g11.w, g11.x);
    float4 col3 = float4(g10.z, g10.y, g11.z, g11.y);
    float4 rowWeights = float4(1.0 - f.y, 1.0, 1.0, f.y);
    float sum = dot(col0, rowWeights) * (1.0 - f.x) + dot(col1, rowWeights) + dot(col2, rowWeights)
              + dot(col3, rowWeights) * f.x;
    float lit = sum / 9.0;
    return float4(lit.xxx, 1.0);
}
