// compile: -T vs_6_0 -E FullscreenVS -fvk-t-shift 16 all -fvk-s-shift 32 all
// compile: -T ps_6_0 -E PrefilterPS -fvk-t-shift 16 all -fvk-s-shift 32 all
// compile: -T ps_6_0 -E DownsamplePS -fvk-t-shift 16 all -fvk-s-shift 32 all
// compile: -T ps_6_0 -E UpsamplePS -fvk-t-shift 16 all -fvk-s-shift 32 all
// Bloom chain: a soft-knee threshold prefilter, a 13-tap downsample
// (Karis average on the first mip against fireflies) and a 3x3 tent
// upsample that is added to the next level up.

cbuffer BloomConstants : register(b0) {
    float4 thresholdCurve;  // threshold, threshold - knee, 2 * knee, 0.25 / knee
    float2 sourceTexelSize;
    float sampleScale;
    uint useKarisAverage;
};

Texture2D<float4> sourceTex : register(t0);
Texture2D<float4> higherMip : register(t1);
SamplerState clampSampler : register(s0, space1);

struct Quad {
    float4 pos : SV_Position;
    float2 uv : TEXCOORD;
};

Quad FullscreenVS(uint id : SV_VertexID) {
    Quad q;
    q.uv = float2((id << 1) & 2, id & 2);
    q.pos = float4(q.uv * float2(2.0, -2.0) + float2(-1.0, 1.0), 0.0, 1.0);
    return q;
}

float brightness(float3 c) { return max(c.r, max(c.g, c.b)); }

float3 quadraticThreshold(float3 color) {
    float br = brightness(color);
    float rq = clamp(br - thresholdCurve.y, 0.0, thresholdCurve.z);
    rq = thresholdCurve.w * rq * rq;
    return color * max(rq, br - thresholdCurve.x) / max(br, 1e-5);
}

float4 PrefilterPS(Quad q) : SV_Target {
    float3 c = sourceTex.SampleLevel(clampSampler, q.uv, 0).rgb;
    c = min(c, 65000.0);
    return float4(quadraticThreshold(c), 1.0);
}

float karisWeight(float3 c) { return 1.0 / (1.0 + dot(c, float3(0.2126, 0.7152, 0.0722))); }

float3 box4(float2 uv, float2 a, float2 b, float2 c, float2 d, bool karis, out float weight) {
    float3 s0 = sourceTex.SampleLevel(clampSampler, uv + a * sourceTexelSize, 0).rgb;
    float3 s1 = sourceTex.SampleLevel(clampSampler, uv + b * sourceTexelSize, 0).rgb;
    float3 s2 = sourceTex.SampleLevel(clampSampler, uv + c * sourceTexelSize, 0).rgb;
    float3 s3 = sourceTex.SampleLevel(clampSampler, uv + d * sourceTexelSize, 0).rgb;
    float3 avg = (s0 + s1 + s2 + s3) * 0.25;
    weight = karis ? karisWeight(avg) : 1.0;
    return avg * weight;
}

float4 DownsamplePS(Quad q) : SV_Target {
    bool karis = useKarisAverage != 0;
    float w0, w1, w2, w3, w4;
    float3 sum = box4(q.uv, float2(-1, -1), float2(1, -1), float2(-1, 1), float2(1, 1), karis, w0) * 0.5;
    sum += box4(q.uv, float2(-2, -2), float2(0, -2), float2(-2, 0), float2(0, 0), karis, w1) * 0.125;
    sum += box4(q.uv, float2(0, -2), float2(2, -2), float2(0, 0), float2(2, 0), karis, w2) * 0.125;
    sum += box4(q.uv, float2(-2, 0), float2(0, 0), float2(-2, 2), float2(0, 2), karis, w3) * 0.125;
    sum += box4(q.uv, float2(0, 0), float2(2, 0), float2(0, 2), float2(2, 2), karis, w4) * 0.125;
    float weights = w0 * 0.5 + (w1 + w2 + w3 + w4) * 0.125;
    return float4(sum / weights, 1.0);
}

float4 UpsamplePS(Quad q) : SV_Target {
    float4 d = sourceTexelSize.xyxy * float4(1.0, 1.0, -1.0, 0.0) * sampleScale;
    float3 s;
    s  = sourceTex.SampleLevel(clampSampler, q.uv - d.xy, 0).rgb;
    s += sourceTex.SampleLevel(clampSampler, q.uv - d.wy, 0).rgb * 2.0;
    s += sourceTex.SampleLevel(clampSampler, q.uv - d.zy, 0).rgb;
    s += sourceTex.SampleLevel(clampSampler, q.uv + d.zw, 0).rgb * 2.0;
    s += sourceTex.SampleLevel(clampSampler, q.uv, 0).rgb * 4.0;
    s += sourceTex.SampleLevel(clampSampler, q.uv + d.xw, 0).rgb * 2.0;
    s += sourceTex.SampleLevel(clampSampler, q.uv + d.zy, 0).rgb;
    s += sourceTex.SampleLevel(clampSampler, q.uv + d.wy, 0).rgb * 2.0;
    s += sourceTex.SampleLevel(clampSampler, q.uv + d.xy, 0).rgb;
    float3 upsampled = s * (1.0 / 16.0);
    float3 current = higherMip.SampleLevel(clampSampler, q.uv, 0).rgb;
    return float4(current + upsampled, 1.0);
}
