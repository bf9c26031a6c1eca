// compile: -T vs_6_0 -E UIVertex
// compile: -T ps_6_0 -E UIPixel
// Immediate-mode UI: 2D vertices in pixels mapped to clip space, vertex
// colours, a texture atlas, rounded-rectangle clipping and an optional
// grayscale for disabled widgets. Clipped pixels are discarded.

cbuffer UIConstants : register(b0) {
    float2 viewportSize;
    float2 _pad;
    float4 clipRect;      // x0, y0, x1, y1 in pixels
    float cornerRadius;
    uint disabled;
};

Texture2D<float4> atlas : register(t1);
SamplerState atlasSampler : register(s2);

struct UIVertexIn {
    float2 pos : POSITION;
    float2 uv : TEXCOORD0;
    float4 color : COLOR0;
};

struct UIVertexOut {
    float4 pos : SV_Position;
    float2 uv : TEXCOORD0;
    float4 color : COLOR0;
    float2 pixel : TEXCOORD1;
};

UIVertexOut UIVertex(UIVertexIn v) {
    UIVertexOut o;
    float2 ndc = v.pos / viewportSize * 2.0 - 1.0;
    o.pos = float4(ndc.x, -ndc.y, 0.0, 1.0);
    o.uv = v.uv;
    o.color = v.color;
    o.pixel = v.pos;
    return o;
}

float roundedRectDistance(float2 p, float4 rect, float radius) {
    float2 centre = (rect.xy + rect.zw) * 0.5;
    float2 halfSize = (rect.zw - rect.xy) * 0.5 - radius;
    float2 q = abs(p - centre) - halfSize;
    return length(max(q, 0.0)) + min(max(q.x, q.y), 0.0) - radius;
}

float4 UIPixel(UIVertexOut i) : SV_Target {
    float d = roundedRectDistance(i.pixel, clipRect, cornerRadius);
    if (d > 0.5)
        discard;
    float4 c = atlas.Sample(atlasSampler, i.uv) * i.color;
    c.a *= saturate(0.5 - d);
    if (disabled) {
        float gray = dot(c.rgb, float3(0.299, 0.587, 0.114));
        c.rgb = lerp(c.rgb, gray.xxx, 0.8) * 0.6;
    }
    return c;
}
