// compile: -T vs_6_0 -E SpriteVS
// compile: -T ps_6_0 -E SpritePS
// Animated 2D sprites: the vertex shader picks the animation frame from
// time and the atlas grid, sizing the quad from the atlas dimensions
// (GetDimensions) so sprites keep their pixel size; the pixel shader
// reads texels point-filtered with a one-pixel-wide smooth edge.

Texture2D<float4> spriteAtlas : register(t0);
SamplerState pointSampler : register(s1);

cbuffer SpriteBatch : register(b2) {
    float2 viewportPixels;
    uint2 gridCells;
    float framesPerSecond;
    float time;
    float pixelScale;
};

struct SpriteInput {
    float2 anchor : POSITION;   // pixels
    float2 corner : TEXCOORD0;  // 0..1
    uint firstFrame : TEXCOORD1;
    uint frameCount : TEXCOORD2;
    float4 tint : COLOR0;
};

struct SpriteVaryings {
    float4 pos : SV_Position;
    float2 uv : TEXCOORD0;
    float4 tint : COLOR0;
    nointerpolation float2 atlasSize : TEXCOORD1;
};

SpriteVaryings SpriteVS(SpriteInput s) {
    uint width, height, levels;
    spriteAtlas.GetDimensions(0, width, height, levels);
    float2 cellPixels = float2(width, height) / float2(gridCells);
    uint frame = s.firstFrame + uint(time * framesPerSecond) % max(s.frameCount, 1u);
    uint2 cell = uint2(frame % gridCells.x, frame / gridCells.x);
    float2 pixels = s.anchor + (s.corner - 0.5) * cellPixels * pixelScale;

    SpriteVaryings o;
    o.pos = float4(pixels / viewportPixels * float2(2, -2) + float2(-1, 1), 0, 1);
    o.uv = (float2(cell) + s.corner) / float2(gridCells);
    o.tint = s.tint;
    o.atlasSize = float2(width, height);
    return o;
}

float4 SpritePS(SpriteVaryings i) : SV_Target {
    // Sharp pixels with anti-aliased texel edges when scaled.
    float2 texel = i.uv * i.atlasSize;
    float2 seam = floor(texel + 0.5);
    float2 width = fwidth(texel);
    float2 uv = (seam + clamp((texel - seam) / width, -0.5, 0.5)) / i.atlasSize;
    float4 c = spriteAtlas.SampleLevel(pointSampler, uv, 0) * i.tint;
    if (c.a < 0.01)
        discard;
    return c;
}
