// compile: -T vs_6_0 -E FullscreenVS
// compile: -T ps_6_0 -E ResolvePS -fvk-t-shift 16 0 -fvk-s-shift 24 0
// Temporal anti-aliasing resolve: reproject history with the velocity
// buffer (dilated to the closest depth in 3x3), clip history to the
// current neighbourhood's YCoCg bounding box, and blend with a feedback
// that drops when the history was clipped hard.

cbuffer TaaConstants : register(b0) {
    float2 texelSize;
    float feedbackMin;
    float feedbackMax;
    float2 jitter;
};

Texture2D<float4> currentColor : register(t0);
Texture2D<float4> historyColor : register(t1);
Texture2D<float2> velocityBuffer : register(t2);
Texture2D<float> depthBuffer : register(t3);
SamplerState linearClamp : register(s0);

struct FsOut {
    float4 pos : SV_Position;
    float2 uv : TEXCOORD0;
};

FsOut FullscreenVS(uint id : SV_VertexID) {
    FsOut o;
    o.uv = float2((id << 1) & 2, id & 2);
    o.pos = float4(o.uv * float2(2, -2) + float2(-1, 1), 0, 1);
    return o;
}

float3 rgbToYCoCg(float3 c) {
    return float3(dot(c, float3(0.25, 0.5, 0.25)), dot(c, float3(0.5, 0.0, -0.5)),
                  dot(c, float3(-0.25, 0.5, -0.25)));
}

float3 yCoCgToRgb(float3 c) {
    return float3(c.x + c.y - c.z, c.x + c.z, c.x - c.y - c.z);
}

float3 clipToAabb(float3 color, float3 minimum, float3 maximum) {
    float3 centre = 0.5 * (maximum + minimum);
    float3 extents = 0.5 * (maximum - minimum) + 1e-5;
    float3 offset = color - centre;
    float3 ts = abs(extents / offset);
    float t = saturate(min(ts.x, min(ts.y, ts.z)));
    return centre + offset * t;
}

float4 ResolvePS(FsOut i) : SV_Target {
    int2 pixel = int2(i.pos.xy);
    float3 m1 = 0, m2 = 0;
    float closestDepth = 1.0;
    int2 closestOffset = 0;
    [unroll]
    for (int y = -1; y <= 1; ++y) {
        [unroll]
        for (int x = -1; x <= 1; ++x) {
            int2 o = int2(x, y);
            float3 c = rgbToYCoCg(currentColor.Load(int3(pixel + o, 0)).rgb);
            m1 += c;
            m2 += c * c;
            float d = depthBuffer.Load(int3(pixel + o, 0));
            if (d < closestDepth) {
                closestDepth = d;
                closestOffset = o;
            }
        }
    }
    float3 mean = m1 / 9.0;
    float3 sigma = sqrt(abs(m2 / 9.0 - mean * mean));
    float3 boxMin = mean - 1.25 * sigma;
    float3 boxMax = mean + 1.25 * sigma;

    float2 velocity = velocityBuffer.Load(int3(pixel + closestOffset, 0));
    float2 historyUV = i.uv - velocity;
    float3 current = currentColor.SampleLevel(linearClamp, i.uv - jitter * texelSize, 0).rgb;
    float3 history = rgbToYCoCg(historyColor.SampleLevel(linearClamp, historyUV, 0).rgb);
    float3 clipped = clipToAabb(history, boxMin, boxMax);
    float clipAmount = saturate(length(clipped - history) * 4.0);
    bool offscreen = any(historyUV < 0.0) || any(historyUV > 1.0);
    float feedback = offscreen ? 0.0 : lerp(feedbackMax, feedbackMin, clipAmount);
    float3 result = lerp(current, yCoCgToRgb(clipped), feedback);
    return float4(result, 1.0);
}
