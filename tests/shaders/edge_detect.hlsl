// compile: -T vs_6_0 -E PostVS
// compile: -T ps_6_0 -E SobelPS
// Post-process outlines: Sobel filters on linear depth and on normals
// (read with Load and integer offsets), combined and composited over the
// scene colour.

Texture2D<float4> sceneColor : register(t0);
Texture2D<float> depthBuffer : register(t1);
Texture2D<float4> normalBuffer : register(t2);

cbuffer EdgeParams : register(b3) {
    float depthSensitivity;
    float normalSensitivity;
    float nearClip;
    float farClip;
    float4 edgeColor;
};

void PostVS(uint id : SV_VertexID, out float4 pos : SV_Position) {
    float2 uv = float2((id << 1) & 2, id & 2);
    pos = float4(uv * float2(2, -2) + float2(-1, 1), 0, 1);
}

float linearDepth(int2 p) {
    float d = depthBuffer.Load(int3(p, 0));
    return nearClip * farClip / (farClip - d * (farClip - nearClip));
}

static const int2 kOffsets[9] = {
    int2(-1, -1), int2(0, -1), int2(1, -1),
    int2(-1,  0), int2(0,  0), int2(1,  0),
    int2(-1,  1), int2(0,  1), int2(1,  1)
};
static const float kSobelX[9] = { -1, 0, 1, -2, 0, 2, -1, 0, 1 };
static const float kSobelY[9] = { -1, -2, -1, 0, 0, 0, 1, 2, 1 };

float4 SobelPS(float4 pos : SV_Position) : SV_Target {
    int2 p = int2(pos.xy);
    float2 gd = 0;
    float3 gnx = 0, gny = 0;
    [unroll]
    for (int i = 0; i < 9; ++i) {
        int2 q = p + kOffsets[i];
        float d = linearDepth(q);
        float3 n = normalBuffer.Load(int3(q, 0)).xyz;
        gd += float2(kSobelX[i], kSobelY[i]) * d;
        gnx += kSobelX[i] * n;
        gny += kSobelY[i] * n;
    }
    float centreDepth = linearDepth(p);
    float depthEdge = length(gd) / centreDepth * depthSensitivity;
    float normalEdge = sqrt(dot(gnx, gnx) + dot(gny, gny)) * normalSensitivity;
    float edge = saturate(max(depthEdge, normalEdge));
    float4 color = sceneColor.Load(int3(p, 0));
    return lerp(color, edgeColor, edge * edgeColor.a);
}
