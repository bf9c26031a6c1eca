// compile: -T vs_6_0 -E VSMain -fvk-t-shift 16 0 -fvk-s-shift 32 0
// compile: -T ps_6_0 -E PSMain -fvk-t-shift 16 0 -fvk-s-shift 32 0
// Skinning with compact row_major float3x4 bones (three float4 registers
// each), two influences in the fast path, and a tangent frame.

cbuffer BonePalette : register(b0) {
    row_major float3x4 g_bones[96];
};

cbuffer View : register(b1) {
    row_major float4x4 g_viewProj;
    float4 g_lightDirAndAmbient;
};

struct VIn {
    float4 pos : POSITION;
    float3 normal : NORMAL;
    float4 tangent : TANGENT;
    float2 uv : TEXCOORD0;
    uint4 idx : BLENDINDICES0;
    float4 wgt : BLENDWEIGHT0;
};

struct VOut {
    float4 pos : SV_Position;
    float2 uv : TEXCOORD0;
    float3 normal : TEXCOORD1;
    float3 tangent : TEXCOORD2;
    float handedness : TEXCOORD3;
};

static float3x4 skinMatrix(uint4 idx, float4 wgt) {
    float3x4 m = g_bones[idx.x] * wgt.x + g_bones[idx.y] * wgt.y;
    [branch]
    if (wgt.z + wgt.w > 0.0) {
        m += g_bones[idx.z] * wgt.z + g_bones[idx.w] * wgt.w;
    }
    return m;
}

VOut VSMain(VIn vin) {
    float3x4 m = skinMatrix(vin.idx, vin.wgt);
    float3 p = mul(m, float4(vin.pos.xyz, 1.0));
    VOut o;
    o.pos = mul(float4(p, 1.0), g_viewProj);
    o.normal = mul(m, float4(vin.normal, 0.0));
    o.tangent = mul(m, float4(vin.tangent.xyz, 0.0));
    o.handedness = vin.tangent.w;
    o.uv = vin.uv;
    return o;
}

Texture2D<float4> g_diffuse : register(t0);
Texture2D<float4> g_normals : register(t1);
SamplerState g_sampler : register(s2);

float4 PSMain(VOut i) : SV_Target {
    float3 n = normalize(i.normal);
    float3 t = normalize(i.tangent);
    float3 b = cross(n, t) * i.handedness;
    float3 tn = g_normals.Sample(g_sampler, i.uv).xyz * 2 - 1;
    float3 wn = normalize(tn.x * t + tn.y * b + tn.z * n);
    float ndl = saturate(dot(wn, -g_lightDirAndAmbient.xyz));
    float4 c = g_diffuse.Sample(g_sampler, i.uv);
    return float4(c.rgb * (ndl + g_lightDirAndAmbient.w), c.a);
}
