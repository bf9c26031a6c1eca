// compile: -T vs_6_0 -E VSMain -fvk-t-shift 16 0 -fvk-s-shift 32 0
// compile: -T ps_6_0 -E PSMain -fvk-t-shift 16 0 -fvk-s-shift 32 0
// Tangent-space normal mapping: the vertex shader builds the TBN basis
// (bitangent sign in tangent.w), the pixel shader unpacks a BC5-style
// two-channel normal map and reconstructs z.

cbuffer Transforms : register(b0) {
    float4x4 g_World;
    float4x4 g_ViewProj;
    float3 g_LightDir;
    float g_BumpScale;
    float3 g_EyePos;
    float g_Gloss;
};

Texture2D<float4> g_Albedo : register(t0);
Texture2D<float2> g_NormalMap : register(t1);
SamplerState g_Aniso : register(s2);

struct VS_IN {
    float3 pos : POSITION;
    float3 nrm : NORMAL;
    float4 tan : TANGENT;
    float2 tex : TEXCOORD0;
};

struct VS_OUT {
    float4 pos : SV_Position;
    float2 tex : TEXCOORD0;
    float3 T : TEXCOORD1;
    float3 B : TEXCOORD2;
    float3 N : TEXCOORD3;
    float3 wpos : TEXCOORD4;
};

VS_OUT VSMain(VS_IN v) {
    VS_OUT o;
    float4 wp = mul(g_World, float4(v.pos, 1));
    o.pos = mul(g_ViewProj, wp);
    o.wpos = wp.xyz;
    float3x3 w3 = (float3x3)g_World;
    o.N = normalize(mul(w3, v.nrm));
    o.T = normalize(mul(w3, v.tan.xyz));
    // Gram-Schmidt, then the handedness.
    o.T = normalize(o.T - dot(o.T, o.N) * o.N);
    o.B = cross(o.N, o.T) * v.tan.w;
    o.tex = v.tex;
    return o;
}

float3 unpackNormal(float2 xy, float scale) {
    float2 n = (xy * 2.0 - 1.0) * scale;
    float z = sqrt(saturate(1.0 - dot(n, n)));
    return float3(n, z);
}

float4 PSMain(VS_OUT i) : SV_Target {
    float3 tn = unpackNormal(g_NormalMap.Sample(g_Aniso, i.tex), g_BumpScale);
    float3x3 tbn = float3x3(normalize(i.T), normalize(i.B), normalize(i.N));
    float3 n = normalize(mul(tn, tbn));
    float3 l = normalize(-g_LightDir);
    float3 v = normalize(g_EyePos - i.wpos);
    float3 h = normalize(l + v);
    float4 albedo = g_Albedo.Sample(g_Aniso, i.tex);
    float diffuse = saturate(dot(n, l));
    float spec = pow(saturate(dot(n, h)), exp2(g_Gloss * 11.0 + 1.0));
    return float4(albedo.rgb * (0.1 + diffuse) + spec * diffuse, albedo.a);
}
