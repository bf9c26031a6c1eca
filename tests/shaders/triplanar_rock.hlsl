// compile: -T vs_6_0 -E RockVS
// compile: -T ps_6_0 -E RockPS
// Triplanar mapping for rocks and cliffs: three planar projections
// weighted by the sharpened normal, a whiteout blend of the projected
// tangent-space normals, and a detail layer from a Texture2DArray slice.

cbuffer RockConstants : register(b0) {
    float4x4 world;
    float4x4 viewProj;
    float3 sunDir;
    float textureScale;
    float blendSharpness;
    float detailScale;
    float detailStrength;
    uint detailLayer;
};

Texture2D<float4> rockAlbedo : register(t1);
Texture2D<float4> rockNormal : register(t2);
Texture2DArray<float4> detailLayers : register(t3);
SamplerState rockSampler : register(s1, space1);

struct RockVaryings {
    float4 position : SV_Position;
    float3 worldPos : TEXCOORD0;
    float3 worldNormal : TEXCOORD1;
};

RockVaryings RockVS(float3 position : POSITION, float3 normal : NORMAL) {
    RockVaryings o;
    float4 w = mul(world, float4(position, 1.0));
    o.worldPos = w.xyz;
    o.worldNormal = normalize(mul((float3x3)world, normal));
    o.position = mul(viewProj, w);
    return o;
}

float3 triplanarWeights(float3 n) {
    float3 w = pow(abs(n), blendSharpness);
    return w / (w.x + w.y + w.z);
}

float3 whiteout(float3 tn, float2 surfaceXY, float surfaceZ) {
    return float3(tn.xy + surfaceXY, abs(tn.z) * surfaceZ);
}

float4 RockPS(RockVaryings i) : SV_Target {
    float3 n = normalize(i.worldNormal);
    float3 w = triplanarWeights(n);
    float2 uvX = i.worldPos.zy * textureScale;
    float2 uvY = i.worldPos.xz * textureScale;
    float2 uvZ = i.worldPos.xy * textureScale;

    float3 albedo = rockAlbedo.Sample(rockSampler, uvX).rgb * w.x
                  + rockAlbedo.Sample(rockSampler, uvY).rgb * w.y
                  + rockAlbedo.Sample(rockSampler, uvZ).rgb * w.z;

    float3 tnX = rockNormal.Sample(rockSampler, uvX).xyz * 2 - 1;
    float3 tnY = rockNormal.Sample(rockSampler, uvY).xyz * 2 - 1;
    float3 tnZ = rockNormal.Sample(rockSampler, uvZ).xyz * 2 - 1;
    float3 axisSign = sign(n);
    tnX = whiteout(tnX, n.zy, abs(n.x));
    tnY = whiteout(tnY, n.xz, abs(n.y));
    tnZ = whiteout(tnZ, n.xy, abs(n.z));
    float3 blended = normalize(tnX.zyx * float3(axisSign.x, 1, 1) * w.x
                             + tnY.xzy * float3(1, axisSign.y, 1) * w.y
                             + tnZ.xyz * float3(1, 1, axisSign.z) * w.z);

    float4 detail = detailLayers.Sample(rockSampler, float3(uvY * detailScale, detailLayer));
    albedo *= lerp(1.0, detail.rgb * 2.0, detailStrength * w.y);
    float ndl = saturate(dot(blended, -sunDir));
    return float4(albedo * (0.2 + 0.8 * ndl), 1.0);
}
