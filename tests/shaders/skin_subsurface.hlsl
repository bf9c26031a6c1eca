// compile: -T vs_6_0 -E SkinVS
// compile: -T ps_6_0 -E SkinPS -fvk-t-shift 8 all -fvk-s-shift 16 all
// Skin shading: pre-integrated diffuse scattering looked up by N.L and
// curvature (from derivatives of the normal and position), a blurred
// normal for diffuse and the detailed one for a dual-lobe specular, and
// translucency through thin regions from a thickness map.

cbuffer SkinConstants : register(b0) {
    float4x4 world;
    float4x4 viewProj;
    float3 eye;
    float curvatureScale;
    float3 lightDir;
    float specularRoughness0;
    float3 lightColor;
    float specularRoughness1;
    float3 translucencyTint;
    float translucencyStrength;
};

Texture2D<float4> albedoMap : register(t0);
Texture2D<float4> normalMap : register(t1);
Texture2D<float4> scatteringLut : register(t2);
Texture2D<float> thicknessMap : register(t3);
SamplerState surface : register(s0);
SamplerState lutClamp : register(s1);

struct SkinVaryings {
    float4 pos : SV_Position;
    float3 worldPos : TEXCOORD0;
    float3 normal : TEXCOORD1;
    float4 tangent : TEXCOORD2;
    float2 uv : TEXCOORD3;
};

SkinVaryings SkinVS(float3 p : POSITION, float3 n : NORMAL, float4 t : TANGENT, float2 uv : TEXCOORD0) {
    SkinVaryings o;
    float4 w = mul(world, float4(p, 1));
    o.pos = mul(viewProj, w);
    o.worldPos = w.xyz;
    o.normal = mul((float3x3)world, n);
    o.tangent = float4(mul((float3x3)world, t.xyz), t.w);
    o.uv = uv;
    return o;
}

float beckmann(float ndh, float m) {
    float a = acos(ndh);
    float t = tan(a);
    return exp(-(t * t) / (m * m)) / (m * m * pow(ndh, 4.0));
}

float kelemenSzirmayKalos(float3 n, float3 l, float3 v, float m) {
    float ndl = dot(n, l);
    if (ndl <= 0.0)
        return 0.0;
    float3 h = l + v;
    float3 hn = normalize(h);
    float ndh = max(dot(n, hn), 1e-3);
    float ph = beckmann(ndh, m);
    float f = 0.028 + 0.972 * pow(1.0 - dot(hn, v), 5.0);
    float ks = max(ph * f / dot(h, h), 0.0);
    return ndl * ks;
}

float4 SkinPS(SkinVaryings i) : SV_Target {
    float3 geomN = normalize(i.normal);
    float3 t = normalize(i.tangent.xyz);
    float3 b = cross(geomN, t) * i.tangent.w;
    float3 tn = normalMap.Sample(surface, i.uv).xyz * 2 - 1;
    float3 detailN = normalize(tn.x * t + tn.y * b + tn.z * geomN);
    float3 blurredN = normalize(lerp(detailN, geomN, 0.7));

    float curvature = saturate(length(fwidth(geomN)) / length(fwidth(i.worldPos)) * curvatureScale);
    float3 l = -lightDir;
    float3 v = normalize(eye - i.worldPos);
    float ndl = dot(blurredN, l);
    float3 diffuse = scatteringLut.Sample(lutClamp, float2(ndl * 0.5 + 0.5, curvature)).rgb;

    float spec = 0.5 * kelemenSzirmayKalos(detailN, l, v, specularRoughness0)
               + 0.5 * kelemenSzirmayKalos(detailN, l, v, specularRoughness1);

    float thickness = thicknessMap.Sample(surface, i.uv);
    float backLight = pow(saturate(dot(v, -l + geomN * 0.3)), 4.0);
    float3 translucency = translucencyTint * backLight * (1.0 - thickness) * translucencyStrength;

    float3 albedo = albedoMap.Sample(surface, i.uv).rgb;
    float3 color = (albedo * (diffuse + translucency) + spec) * lightColor;
    return float4(color, 1.0);
}
