// compile: -T vs_6_0 -E SkyVS -fvk-t-shift 16 all -fvk-s-shift 32 all
// compile: -T ps_6_0 -E SkyPS -fvk-t-shift 16 all -fvk-s-shift 32 all
// A cube-map skybox drawn last: the view matrix without translation, the
// position's z set to w so it lands on the far plane (reversed or not,
// a constant picks), and a sun disk added over the texture.

cbuffer SkyConstants : register(b0) {
    float4x4 viewRotationProj;  // projection * view with the translation removed
    float3 sunDirection;
    float sunAngularRadius;
    float3 sunColor;
    float skyIntensity;
    uint reversedZ;
};

TextureCube skyTexture : register(t0, space1);
SamplerState skySampler : register(s0, space1);

struct SkyVaryings {
    float4 clip : SV_Position;
    float3 direction : TEXCOORD0;
};

SkyVaryings SkyVS(float3 position : POSITION) {
    SkyVaryings o;
    float4 clip = mul(viewRotationProj, float4(position, 0.0));
    o.clip = reversedZ != 0 ? float4(clip.xy, 0.0, clip.w) : clip.xyww;
    o.direction = position;
    return o;
}

float4 SkyPS(SkyVaryings i) : SV_Target {
    float3 dir = normalize(i.direction);
    float3 sky = skyTexture.Sample(skySampler, dir).rgb * skyIntensity;
    float cosAngle = dot(dir, -sunDirection);
    float cosRadius = cos(sunAngularRadius);
    float disk = smoothstep(cosRadius - 0.0005, cosRadius + 0.0005, cosAngle);
    return float4(sky + sunColor * disk, 1.0);
}
