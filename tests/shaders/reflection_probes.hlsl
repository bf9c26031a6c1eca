// compile: -T vs_6_0 -E VSMain
// compile: -T ps_6_0 -E PSMain -fvk-t-shift 16 all -fvk-s-shift 32 all
// Glossy reflections from the two nearest box-projected reflection
// probes stored in a TextureCubeArray; the material textures use a
// negative mip bias (SampleBias) as temporal upscalers ask, and the
// roughness picks the probe mip.

#define MAX_PROBES 16

struct Probe {
    float3 boxMin;
    float intensity;
    float3 boxMax;
    float blendDistance;
    float3 capturePosition;
    float mipCount;
};

cbuffer Probes : register(b0) {
    Probe probes[MAX_PROBES];
    uint probeCount;
    float mipBias;
};

cbuffer Camera : register(b1) {
    float4x4 viewProj;
    float3 cameraPosition;
};

TextureCubeArray<float4> probeCubes : register(t0);
Texture2D<float4> albedoRoughness : register(t1);
Texture2D<float4> normalMap : register(t2);
SamplerState trilinear : register(s0);
SamplerState materialSampler : register(s1);

struct Varyings {
    float4 position : SV_Position;
    float3 world : TEXCOORD0;
    float3 normal : TEXCOORD1;
    float4 tangent : TEXCOORD2;
    float2 uv : TEXCOORD3;
};

Varyings VSMain(float3 position : POSITION, float3 normal : NORMAL, float4 tangent : TANGENT,
                float2 uv : TEXCOORD0) {
    Varyings o;
    o.world = position;
    o.position = mul(viewProj, float4(position, 1.0));
    o.normal = normal;
    o.tangent = tangent;
    o.uv = uv;
    return o;
}

float3 boxProject(float3 dir, float3 p, Probe probe) {
    float3 toMax = (probe.boxMax - p) / dir;
    float3 toMin = (probe.boxMin - p) / dir;
    float3 far = max(toMax, toMin);
    float t = min(far.x, min(far.y, far.z));
    return p + dir * t - probe.capturePosition;
}

float probeWeight(float3 p, Probe probe) {
    float3 inside = min(p - probe.boxMin, probe.boxMax - p);
    return saturate(min(inside.x, min(inside.y, inside.z)) / probe.blendDistance);
}

float4 PSMain(Varyings i) : SV_Target {
    float4 ar = albedoRoughness.SampleBias(materialSampler, i.uv, mipBias);
    float3 tn = normalMap.SampleBias(materialSampler, i.uv, mipBias).xyz * 2.0 - 1.0;
    float3 n = normalize(i.normal);
    float3 t = normalize(i.tangent.xyz);
    float3 b = cross(n, t) * i.tangent.w;
    n = normalize(tn.x * t + tn.y * b + tn.z * n);
    float3 v = normalize(cameraPosition - i.world);
    float3 r = reflect(-v, n);

    float3 reflection = 0.0;
    float totalWeight = 0.0;
    for (uint k = 0; k < probeCount && totalWeight < 1.0; ++k) {
        Probe probe = probes[k];
        float w = probeWeight(i.world, probe) * (1.0 - totalWeight);
        if (w <= 0.0)
            continue;
        float3 dir = boxProject(r, i.world, probe);
        float mip = ar.a * (probe.mipCount - 1.0);
        reflection += probeCubes.SampleLevel(trilinear, float4(dir, k), mip).rgb * probe.intensity * w;
        totalWeight += w;
    }
    float fresnel = 0.04 + 0.96 * pow(1.0 - saturate(dot(n, v)), 5.0);
    return float4(ar.rgb * 0.1 + reflection * fresnel, 1.0);
}
