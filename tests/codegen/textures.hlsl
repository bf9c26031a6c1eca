// Textures and samplers: a pixel shader sampling two textures (like
// d_lighting.ps.hlsl) and a compute shader writing an RWTexture2D from
// texel loads, a level-0 sample and byte-address/typed buffer reads.
// compile: -T ps_6_0 -E PSMain -fvk-s-shift 10 0 -fvk-u-shift 20 0
// compile: -T cs_6_0 -E CSMain -fvk-s-shift 10 0 -fvk-u-shift 20 0

Texture2D albedo : register(t0);
Texture2D<float4> detail : register(t1);
SamplerState linearWrap : register(s0);
Texture2DArray<float> layers : register(t2);
RWTexture2D<float4> result : register(u0);
ByteAddressBuffer words : register(t3);
Buffer<float> weights : register(t4);

struct PSInput {
    float4 position : SV_Position;
    float2 uv : TEXCOORD0;
};

float4 PSMain(PSInput input) : SV_Target {
    float4 a = albedo.Sample(linearWrap, input.uv);
    float3 d = detail.SampleBias(linearWrap, input.uv * 4.0, 0.5).xyz * 2.0 - 1.0;
    float w = step(0.5, a.a);
    return float4(a.rgb + d * w, a.a);
}

[numthreads(8, 8, 1)]
void CSMain(uint3 id : SV_DispatchThreadID) {
    uint width, height;
    result.GetDimensions(width, height);
    if (id.x >= width || id.y >= height)
        return;
    float2 uv = (float2(id.xy) + 0.5) / float2(width, height);
    float4 c = albedo.Load(int3(id.xy, 0)) + albedo[id.xy];
    c += detail.SampleLevel(linearWrap, uv, 0);
    c.x += layers.SampleLevel(linearWrap, float3(uv, 1), 0);
    c.y += asfloat(words.Load(id.x * 4)) + weights[id.y];
    result[id.xy] = c;
}
