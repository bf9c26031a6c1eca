// compile: -T vs_6_0 -E VSMain -fvk-t-shift 16 all -fvk-s-shift 32 all
// compile: -T ps_6_0 -E SsaoPS -fvk-t-shift 16 all -fvk-s-shift 32 all
// Screen-space ambient occlusion: a hemisphere kernel from a constant
// buffer, rotated per pixel by a tiled noise texture (TBN from the view
// normal), depth compared with a range check.

#define KERNEL_SIZE 16

cbuffer SsaoConstants : register(b0) {
    float4x4 projection;
    float4x4 invProjection;
    float4 kernel[KERNEL_SIZE];
    float2 noiseScale;
    float radius;
    float bias;
    float intensity;
};

Texture2D<float> depthTexture : register(t0);
Texture2D<float4> viewNormals : register(t1);
Texture2D<float2> noiseTexture : register(t2);
SamplerState pointClamp : register(s0, space1);
SamplerState pointWrap : register(s1, space1);

struct VSOut {
    float4 pos : SV_Position;
    float2 uv : TEXCOORD0;
};

VSOut VSMain(uint id : SV_VertexID) {
    VSOut o;
    o.uv = float2((id << 1) & 2, id & 2);
    o.pos = float4(o.uv.x * 2 - 1, 1 - o.uv.y * 2, 0, 1);
    return o;
}

float3 viewPosition(float2 uv) {
    float depth = depthTexture.SampleLevel(pointClamp, uv, 0);
    float4 clip = float4(uv * float2(2, -2) + float2(-1, 1), depth, 1);
    float4 view = mul(invProjection, clip);
    return view.xyz / view.w;
}

float SsaoPS(VSOut input) : SV_Target {
    float3 origin = viewPosition(input.uv);
    float3 normal = normalize(viewNormals.SampleLevel(pointClamp, input.uv, 0).xyz * 2 - 1);
    float3 randomVec = float3(noiseTexture.SampleLevel(pointWrap, input.uv * noiseScale, 0) * 2 - 1, 0);
    float3 tangent = normalize(randomVec - normal * dot(randomVec, normal));
    float3 bitangent = cross(normal, tangent);
    float3x3 tbn = float3x3(tangent, bitangent, normal);

    float occlusion = 0.0;
    for (int i = 0; i < KERNEL_SIZE; ++i) {
        float3 samplePos = origin + mul(kernel[i].xyz, tbn) * radius;
        float4 offset = mul(projection, float4(samplePos, 1.0));
        offset.xy /= offset.w;
        float2 sampleUV = offset.xy * float2(0.5, -0.5) + 0.5;
        float sampleDepth = viewPosition(sampleUV).z;
        float rangeCheck = smoothstep(0.0, 1.0, radius / abs(origin.z - sampleDepth));
        occlusion += (sampleDepth >= samplePos.z + bias ? 1.0 : 0.0) * rangeCheck;
    }
    return pow(1.0 - occlusion / KERNEL_SIZE, intensity);
}
