// compile: -T vs_6_0 -E FullscreenVS
// compile: -T ps_6_0 -E DownsampleDepthPS
// Building a hierarchical-Z pyramid: each level takes the farthest of the
// 2x2 depths below it with GatherRed (plus the extra column and row when
// the level above has an odd size), written both to a colour target and
// to SV_Depth.

Texture2D<float> previousLevel : register(t0);
SamplerState pointClamp : register(s0, space1);

cbuffer HiZParams : register(b1) {
    uint2 previousSize;
    float2 invCurrentSize;
    uint reversedZ;
};

struct FullscreenVaryings {
    float4 pos : SV_Position;
    float2 uv : TEXCOORD0;
};

FullscreenVaryings FullscreenVS(uint vertexId : SV_VertexID) {
    FullscreenVaryings o;
    o.uv = float2((vertexId << 1) & 2, vertexId & 2);
    o.pos = float4(o.uv * float2(2.0, -2.0) + float2(-1.0, 1.0), 0.0, 1.0);
    return o;
}

float farthest(float a, float b) {
    return reversedZ != 0 ? min(a, b) : max(a, b);
}

float farthest4(float4 v) {
    return farthest(farthest(v.x, v.y), farthest(v.z, v.w));
}

struct HiZOut {
    float color : SV_Target0;
    float depth : SV_Depth;
};

HiZOut DownsampleDepthPS(FullscreenVaryings i) {
    float2 uv = (floor(i.pos.xy) + 0.5) * invCurrentSize;
    float4 quad = previousLevel.GatherRed(pointClamp, uv);
    float d = farthest4(quad);
    int2 texel = int2(i.pos.xy) * 2;
    bool oddX = (previousSize.x & 1) != 0;
    bool oddY = (previousSize.y & 1) != 0;
    if (oddX) {
        d = farthest(d, previousLevel.Load(int3(texel + int2(2, 0), 0)));
        d = farthest(d, previousLevel.Load(int3(texel + int2(2, 1), 0)));
    }
    if (oddY) {
        d = farthest(d, previousLevel.Load(int3(texel + int2(0, 2), 0)));
        d = farthest(d, previousLevel.Load(int3(texel + int2(1, 2), 0)));
    }
    if (oddX && oddY)
        d = farthest(d, previousLevel.Load(int3(texel + int2(2, 2), 0)));
    HiZOut o;
    o.color = d;
    o.depth = d;
    return o;
}
