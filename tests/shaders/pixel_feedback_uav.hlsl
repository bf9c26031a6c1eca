// compile: -T vs_6_0 -E VSMain
// compile: -T ps_6_0 -E PSMain -fvk-u-shift 8 all
// Texture streaming feedback from the main pass: pixels on a sparse grid
// record the mip level they would sample into an RWTexture2D, count
// requests per material with InterlockedAdd on an RWStructuredBuffer, and
// read the resident mip clamp via mips[][] before sampling.

cbuffer FeedbackConstants : register(b0) {
    float4x4 viewProj;
    uint materialId;
    uint feedbackStride;
    float2 textureSize;
};

Texture2D<float4> streamedTexture : register(t1);
Texture2D<float> residentMip : register(t2);
SamplerState streamSampler : register(s3);
RWTexture2D<uint> feedback : register(u0);
RWStructuredBuffer<uint> requestCounts : register(u1);

struct Varyings {
    float4 position : SV_Position;
    float2 uv : TEXCOORD0;
};

Varyings VSMain(float3 position : POSITION, float2 uv : TEXCOORD0) {
    Varyings o;
    o.position = mul(viewProj, float4(position, 1.0));
    o.uv = uv;
    return o;
}

float mipLevel(float2 uv) {
    float2 texels = uv * textureSize;
    float2 dx = ddx(texels);
    float2 dy = ddy(texels);
    return 0.5 * log2(max(dot(dx, dx), dot(dy, dy)));
}

float4 PSMain(Varyings i) : SV_Target {
    uint2 pixel = uint2(i.position.xy);
    float wanted = max(mipLevel(i.uv), 0.0);
    if (all(pixel % feedbackStride == 0)) {
        uint packed = (materialId << 8) | min(uint(wanted), 255u);
        feedback[pixel / feedbackStride] = packed;
        InterlockedAdd(requestCounts[materialId], 1);
    }
    uint2 tile = uint2(i.uv * 8.0) % 8;
    float minResident = residentMip.mips[0][tile];
    return streamedTexture.SampleLevel(streamSampler, i.uv, max(wanted, minResident));
}
