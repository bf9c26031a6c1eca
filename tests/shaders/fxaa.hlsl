// compile: -T vs_6_0 -E VSMain
// compile: -T ps_6_0 -E PSMain
// An FXAA-style edge filter: luma from the neighbourhood, local contrast
// test, edge direction from the second derivatives of luma, and a blend
// along the edge with a short search in both directions.

#define EDGE_THRESHOLD_MIN 0.0312
#define EDGE_THRESHOLD_MAX 0.125
#define SUBPIXEL_QUALITY 0.75
#define SEARCH_STEPS 8

Texture2D<float4> inputTexture : register(t0);
SamplerState pointClamp : register(s1);

cbuffer FxaaParams : register(b2) {
    float2 rcpFrame;
};

struct PostVSOut {
    float4 position : SV_Position;
    float2 texcoord : TEXCOORD0;
};

PostVSOut VSMain(uint id : SV_VertexID) {
    PostVSOut o;
    o.texcoord = float2((id << 1) & 2, id & 2);
    o.position = float4(o.texcoord * float2(2, -2) + float2(-1, 1), 0, 1);
    return o;
}

float luma(float3 rgb) {
    return sqrt(dot(rgb, float3(0.299, 0.587, 0.114)));
}

// A macro, not a function: texel offsets must be immediate values.
#define LUMA_AT(uv, offset) luma(inputTexture.SampleLevel(pointClamp, uv, 0, offset).rgb)

float4 PSMain(PostVSOut input) : SV_Target {
    float2 uv = input.texcoord;
    float3 centre = inputTexture.SampleLevel(pointClamp, uv, 0).rgb;
    float lumaC = luma(centre);
    float lumaN = LUMA_AT(uv, int2(0, -1));
    float lumaS = LUMA_AT(uv, int2(0, 1));
    float lumaE = LUMA_AT(uv, int2(1, 0));
    float lumaW = LUMA_AT(uv, int2(-1, 0));

    float lumaMin = min(lumaC, min(min(lumaN, lumaS), min(lumaE, lumaW)));
    float lumaMax = max(lumaC, max(max(lumaN, lumaS), max(lumaE, lumaW)));
    float range = lumaMax - lumaMin;
    if (range < max(EDGE_THRESHOLD_MIN, lumaMax * EDGE_THRESHOLD_MAX))
        return float4(centre, 1.0);

    float lumaNW = LUMA_AT(uv, int2(-1, -1));
    float lumaNE = LUMA_AT(uv, int2(1, -1));
    float lumaSW = LUMA_AT(uv, int2(-1, 1));
    float lumaSE = LUMA_AT(uv, int2(1, 1));

    float edgeH = abs(lumaNW + lumaNE - 2.0 * lumaN) + 2.0 * abs(lumaW + lumaE - 2.0 * lumaC)
                + abs(lumaSW + lumaSE - 2.0 * lumaS);
    float edgeV = abs(lumaNW + lumaSW - 2.0 * lumaW) + 2.0 * abs(lumaN + lumaS - 2.0 * lumaC)
                + abs(lumaNE + lumaSE - 2.0 * lumaE);
    bool horizontal = edgeH >= edgeV;

    float luma1 = horizontal ? lumaN : lumaW;
    float luma2 = horizontal ? lumaS : lumaE;
    float gradient1 = abs(luma1 - lumaC);
    float gradient2 = abs(luma2 - lumaC);
    bool steepest1 = gradient1 >= gradient2;
    float stepLength = horizontal ? rcpFrame.y : rcpFrame.x;
    float lumaLocal = 0.5 * ((steepest1 ? luma1 : luma2) + lumaC);
    float gradientScaled = 0.25 * max(gradient1, gradient2);
    if (steepest1)
        stepLength = -stepLength;

    float2 edgeUV = uv;
    if (horizontal) edgeUV.y += stepLength * 0.5;
    else edgeUV.x += stepLength * 0.5;
    float2 along = horizontal ? float2(rcpFrame.x, 0.0) : float2(0.0, rcpFrame.y);

    float2 uv1 = edgeUV - along;
    float2 uv2 = edgeUV + along;
    float end1 = 0.0, end2 = 0.0;
    bool done1 = false, done2 = false;
    [loop]
    for (int i = 0; i < SEARCH_STEPS && !(done1 && done2); ++i) {
        if (!done1) {
            end1 = luma(inputTexture.SampleLevel(pointClamp, uv1, 0).rgb) - lumaLocal;
            done1 = abs(end1) >= gradientScaled;
            if (!done1) uv1 -= along;
        }
        if (!done2) {
            end2 = luma(inputTexture.SampleLevel(pointClamp, uv2, 0).rgb) - lumaLocal;
            done2 = abs(end2) >= gradientScaled;
            if (!done2) uv2 += along;
        }
    }
    float dist1 = horizontal ? uv.x - uv1.x : uv.y - uv1.y;
    float dist2 = horizontal ? uv2.x - uv.x : uv2.y - uv.y;
    float edgeLength = dist1 + dist2;
    float pixelOffset = -min(dist1, dist2) / edgeLength + 0.5;
    bool correct = ((dist1 < dist2 ? end1 : end2) < 0.0) != (lumaC < lumaLocal);
    float finalOffset = correct ? pixelOffset : 0.0;

    float lumaAverage = (2.0 * (lumaN + lumaS + lumaE + lumaW) + lumaNW + lumaNE + lumaSW + lumaSE) / 12.0;
    float subPixel = smoothstep(0.0, 1.0, saturate(abs(lumaAverage - lumaC) / range));
    finalOffset = max(finalOffset, subPixel * subPixel * SUBPIXEL_QUALITY);

    float2 finalUV = uv;
    if (horizontal) finalUV.y += finalOffset * stepLength;
    else finalUV.x += finalOffset * stepLength;
    return float4(inputTexture.SampleLevel(pointClamp, finalUV, 0).rgb, 1.0);
}
