// compile: -T vs_6_0 -E FullscreenVS
// compile: -T ps_6_0 -E SsrPS
// Screen-space reflections: a view-space ray marched through a
// hierarchical depth buffer (its mip count from GetDimensions), hits
// refined by binary search, faded at screen edges and by roughness.

cbuffer SsrConstants : register(b0, space1) {
    float4x4 projection;
    float4x4 invProjection;
    float maxDistance;
    float thickness;
    uint maxSteps;
    float roughnessCutoff;
};

Texture2D<float> hiZ : register(t0);
Texture2D<float4> sceneColor : register(t1);
Texture2D<float4> viewNormalRoughness : register(t2);
SamplerState pointClamp : register(s0, space2);

struct Fs {
    float4 pos : SV_Position;
    float2 uv : TEXCOORD0;
};

Fs FullscreenVS(uint id : SV_VertexID) {
    Fs o;
    o.uv = float2((id << 1) & 2, id & 2);
    o.pos = float4(o.uv * float2(2, -2) + float2(-1, 1), 0, 1);
    return o;
}

float3 viewFromUV(float2 uv, float depth) {
    float4 p = mul(invProjection, float4(uv * float2(2, -2) + float2(-1, 1), depth, 1));
    return p.xyz / p.w;
}

float2 uvFromView(float3 p) {
    float4 c = mul(projection, float4(p, 1));
    return c.xy / c.w * float2(0.5, -0.5) + 0.5;
}

float4 SsrPS(Fs input) : SV_Target {
    float4 nr = viewNormalRoughness.SampleLevel(pointClamp, input.uv, 0);
    if (nr.w > roughnessCutoff)
        return 0;
    uint width, height, mips;
    hiZ.GetDimensions(0, width, height, mips);
    float depth = hiZ.SampleLevel(pointClamp, input.uv, 0);
    float3 origin = viewFromUV(input.uv, depth);
    float3 n = normalize(nr.xyz * 2 - 1);
    float3 dir = normalize(reflect(normalize(origin), n));

    float stepLength = maxDistance / maxSteps;
    float3 p = origin;
    float2 hitUV = 0;
    bool hit = false;
    float level = 0;
    for (uint s = 0; s < maxSteps; ++s) {
        p += dir * stepLength;
        float2 uv = uvFromView(p);
        if (any(uv < 0) || any(uv > 1))
            break;
        float sceneZ = viewFromUV(uv, hiZ.SampleLevel(pointClamp, uv, level)).z;
        float delta = p.z - sceneZ;
        if (delta > 0 && delta < thickness) {
            // Refine between the last two points.
            float3 lo = p - dir * stepLength;
            float3 hi = p;
            [unroll]
            for (int k = 0; k < 5; ++k) {
                float3 mid = (lo + hi) * 0.5;
                float2 muv = uvFromView(mid);
                float mz = viewFromUV(muv, hiZ.SampleLevel(pointClamp, muv, 0)).z;
                if (mid.z > mz) hi = mid; else lo = mid;
            }
            hitUV = uvFromView(hi);
            hit = true;
            break;
        }
        level = min(level + 0.25, float(mips - 1));
    }
    if (!hit)
        return 0;
    float2 edge = smoothstep(0.0, 0.1, hitUV) * smoothstep(0.0, 0.1, 1.0 - hitUV);
    float fade = edge.x * edge.y * (1.0 - nr.w / roughnessCutoff);
    return float4(sceneColor.SampleLevel(pointClamp, hitUV, 0).rgb, fade);
}
