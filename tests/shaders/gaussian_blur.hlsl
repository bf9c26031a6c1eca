// compile: -T vs_6_0 -E VSMain
// compile: -T ps_6_0 -E BlurPS
// A separable Gaussian blur using bilinear filtering to halve the taps
// (weights and offsets folded together), direction from a cbuffer.

static const float kOffsets[3] = { 0.0, 1.3846153846, 3.2307692308 };
static const float kWeights[3] = { 0.2270270270, 0.3162162162, 0.0702702703 };

cbuffer BlurParams : register(b0) {
    float2 texelSize;
    float2 direction;
};

Texture2D<float4> source : register(t1);
SamplerState linearClamp : register(s2);

void VSMain(uint vertexId : SV_VertexID, out float4 position : SV_Position, out float2 uv : TEXCOORD0) {
    uv = float2((vertexId << 1) & 2, vertexId & 2);
    position = float4(uv.x * 2.0 - 1.0, 1.0 - uv.y * 2.0, 0.0, 1.0);
}

float4 BlurPS(float4 position : SV_Position, float2 uv : TEXCOORD0) : SV_Target {
    float2 stepUV = direction * texelSize;
    float4 color = source.Sample(linearClamp, uv) * kWeights[0];
    for (int i = 1; i < 3; ++i) {
        float2 offset = stepUV * kOffsets[i];
        color += source.Sample(linearClamp, uv + offset) * kWeights[i];
        color += source.Sample(linearClamp, uv - offset) * kWeights[i];
    }
    return color;
}
