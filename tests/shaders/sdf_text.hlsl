// compile: -T vs_6_0 -E TextVS -fvk-t-shift 16 all -fvk-s-shift 32 all
// compile: -T ps_6_0 -E TextPS -fvk-t-shift 16 all -fvk-s-shift 32 all
// Signed-distance-field text: glyph quads from an instance buffer, the
// distance sampled from a single-channel atlas, anti-aliased with the
// screen-space derivative, plus outline and drop shadow.

struct Glyph {
    float2 position;   // pixels, top-left
    float2 size;
    float4 uvRect;     // u0, v0, u1, v1
    uint color;        // RGBA8
    uint outlineColor;
};

StructuredBuffer<Glyph> glyphs : register(t0);
Texture2D<float> sdfAtlas : register(t1);
SamplerState sdfSampler : register(s0);

cbuffer TextStyle : register(b1) {
    float2 screenSize;
    float outlineWidth;
    float softness;
    float2 shadowOffset;   // in atlas uv
    float shadowAlpha;
};

struct TextVaryings {
    float4 position : SV_Position;
    float2 uv : TEXCOORD0;
    nointerpolation float4 fill : COLOR0;
    nointerpolation float4 outline : COLOR1;
};

float4 unpackColor(uint rgba) {
    return float4(rgba & 0xff, (rgba >> 8) & 0xff, (rgba >> 16) & 0xff, rgba >> 24) / 255.0;
}

TextVaryings TextVS(uint vertexId : SV_VertexID, uint glyphId : SV_InstanceID) {
    Glyph g = glyphs[glyphId];
    float2 corner = float2(vertexId & 1, (vertexId >> 1) & 1);
    float2 pixel = g.position + corner * g.size;
    TextVaryings o;
    o.position = float4(pixel / screenSize * float2(2, -2) + float2(-1, 1), 0, 1);
    o.uv = lerp(g.uvRect.xy, g.uvRect.zw, corner);
    o.fill = unpackColor(g.color);
    o.outline = unpackColor(g.outlineColor);
    return o;
}

float coverage(float distance, float width) {
    return smoothstep(0.5 - width, 0.5 + width, distance);
}

float4 TextPS(TextVaryings i) : SV_Target {
    float d = sdfAtlas.Sample(sdfSampler, i.uv);
    float aa = max(fwidth(d) * 0.75, softness);
    float fillAlpha = coverage(d, aa);
    float outlineAlpha = coverage(d + outlineWidth, aa);
    float4 color = lerp(float4(i.outline.rgb, i.outline.a * outlineAlpha), i.fill, fillAlpha);
    float shadowD = sdfAtlas.Sample(sdfSampler, i.uv - shadowOffset);
    float shadow = coverage(shadowD + outlineWidth, aa * 4.0) * shadowAlpha;
    color.a = max(color.a, shadow * (1.0 - color.a));
    return color;
}
