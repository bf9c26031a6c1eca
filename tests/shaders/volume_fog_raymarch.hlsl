// compile: -T vs_6_0 -E VolumeVS
// compile: -T ps_6_0 -E VolumePS
// A fog volume drawn as its bounding box: back-face pixels march a
// Texture3D density field from the entry point to the exit (or the
// opaque depth), with Beer-Lambert transmittance and a cheap light march.

cbuffer VolumeConstants : register(b0) {
    float4x4 boxToWorld;
    float4x4 worldToBox;
    float4x4 viewProj;
    float3 cameraPos;
    float densityScale;
    float3 lightDirBox;
    uint stepCount;
    float3 scatterColor;
    float lightAbsorption;
    float2 invViewport;
    float nearPlane;
    float farPlane;
};

Texture3D<float> densityVolume : register(t1);
Texture2D<float> sceneDepth : register(t2);
SamplerState volumeSampler : register(s3);

struct VolumeVaryings {
    float4 clip : SV_Position;
    float3 boxPos : TEXCOORD0;
};

VolumeVaryings VolumeVS(float3 unitCube : POSITION) {
    VolumeVaryings o;
    o.boxPos = unitCube;
    o.clip = mul(viewProj, mul(boxToWorld, float4(unitCube, 1.0)));
    return o;
}

float2 intersectBox(float3 origin, float3 dir) {
    float3 inv = 1.0 / dir;
    float3 t0 = (-0.5 - origin) * inv;
    float3 t1 = (0.5 - origin) * inv;
    float3 tmin = min(t0, t1);
    float3 tmax = max(t0, t1);
    return float2(max(max(tmin.x, tmin.y), max(tmin.z, 0.0)), min(tmax.x, min(tmax.y, tmax.z)));
}

float density(float3 p) {
    return densityVolume.SampleLevel(volumeSampler, p + 0.5, 0) * densityScale;
}

float4 VolumePS(VolumeVaryings i) : SV_Target {
    float3 origin = mul(worldToBox, float4(cameraPos, 1.0)).xyz;
    float3 dir = normalize(i.boxPos - origin);
    float2 range = intersectBox(origin, dir);
    float depth = sceneDepth.SampleLevel(volumeSampler, i.clip.xy * invViewport, 0);
    float sceneDist = nearPlane * farPlane / (farPlane - depth * (farPlane - nearPlane));
    range.y = min(range.y, sceneDist);
    if (range.x >= range.y)
        discard;

    float stepSize = (range.y - range.x) / stepCount;
    float transmittance = 1.0;
    float3 light = 0.0;
    for (uint s = 0; s < stepCount; ++s) {
        float3 p = origin + dir * (range.x + (s + 0.5) * stepSize);
        float d = density(p);
        if (d <= 0.001)
            continue;
        float toLight = 0.0;
        [unroll]
        for (int k = 1; k <= 4; ++k)
            toLight += density(p - lightDirBox * (0.1 * k));
        float lightT = exp(-toLight * 0.1 * lightAbsorption);
        float absorbed = exp(-d * stepSize);
        light += transmittance * (1.0 - absorbed) * lightT * scatterColor;
        transmittance *= absorbed;
        if (transmittance < 0.01)
            break;
    }
    return float4(light, 1.0 - transmittance);
}
