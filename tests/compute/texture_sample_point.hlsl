// SampleLevel with point filtering under each address mode, at texel
// centres in and outside [0, 1): invocation k samples texel (i, j) =
// pick[k] (centre ((i + 0.5) / 4, (j + 0.5) / 2) of a 4x2 texture) with
// the wrap, clamp, mirror and border samplers, writing
// result[5k .. 5k + 3]. A fifth value per invocation reads level 1 (2x1)
// through the wrap sampler at lod 1 (a nearest-mip sampler at an exact
// integer lod picks that level). Texel (x, y) of level 0 holds
// 1 + x + 10 * y, level 1 holds 100 and 200. Expected values: the
// address rules of the Vulkan spec (repeat, clamp-to-edge,
// mirrored-repeat, clamp-to-border with transparent black) applied by
// hand to the integer texel coordinates.
Texture2D<float> tex : register(t0);
SamplerState wrap : register(s1);
SamplerState clampS : register(s2);
SamplerState mirror : register(s3);
SamplerState border : register(s4);
RWStructuredBuffer<float> result : register(u5);

static const int2 pick[8] = {
    int2(0, 0), int2(3, 1), int2(-1, 0), int2(4, 1),
    int2(-3, -1), int2(6, 2), int2(9, -2), int2(-6, 3),
};

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    int2 p = pick[id.x];
    float2 uv = (float2(p) + 0.5) / float2(4, 2);
    result[5 * id.x + 0] = tex.SampleLevel(wrap, uv, 0);
    result[5 * id.x + 1] = tex.SampleLevel(clampS, uv, 0);
    result[5 * id.x + 2] = tex.SampleLevel(mirror, uv, 0);
    result[5 * id.x + 3] = tex.SampleLevel(border, uv, 0);
    result[5 * id.x + 4] = tex.SampleLevel(wrap, uv, 1);
}
