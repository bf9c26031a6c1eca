// flags: -T ps_6_0 -E main
// expected-no-diagnostics
// DXC's Vulkan combined image samplers, `vk::SampledTexture*<T>`: a
// texture and its sampler in one object, so the sampling methods take no
// sampler argument; the texture's other methods, `[]`, `.mips` and
// `.sample` are as on the plain texture types.
vk::SampledTexture1D<float4> t1;
vk::SampledTexture1DArray<float4> t1a;
vk::SampledTexture2D<float4> t2;
vk::SampledTexture2D plain;
vk::SampledTexture2D<uint> t2u;
vk::SampledTexture2DArray<float4> t2a;
vk::SampledTexture2DMS<float4> ms;
vk::SampledTexture2DMSArray<float4, 4> msa;
vk::SampledTexture3D<float4> t3;
vk::SampledTextureCUBE<float4> tc;
vk::SampledTextureCUBEArray<float4> tca;
vk::SampledTexture2D<float> depth : register(t4);
[[vk::binding(3, 1)]] vk::SampledTexture2D<float4> bound;

float4 main(float2 uv : UV, float3 dir : DIR) : SV_Target {
    uint status;
    float4 c = t1.Sample(0.5) + t1a.Sample(float2(0.5, 1));
    c += t2.Sample(uv) + t2.Sample(uv, int2(1, 2)) + t2.Sample(uv, int2(1, 2), 1.0f);
    c += t2.Sample(uv, int2(1, 2), 1.0f, status);
    c += plain.SampleLevel(uv, 2) + t2.SampleBias(uv, 0.5) + t2.SampleGrad(uv, uv, uv);
    c += t2a.Sample(float3(uv, 1)) + t3.SampleLevel(dir, 0);
    c += tc.Sample(dir) + tca.SampleLevel(float4(dir, 2), 1);
    c += depth.SampleCmp(uv, 0.5) + depth.SampleCmpLevelZero(uv, 0.5, int2(1, 1));
    c += t2.Gather(uv) + t2.GatherRed(uv, int2(1, 0)) + tc.GatherAlpha(dir);
    c += depth.GatherCmp(uv, 0.5) + depth.GatherCmpRed(uv, 0.5);
    c += t2.CalculateLevelOfDetail(uv) + t2.CalculateLevelOfDetailUnclamped(uv);
    c += t2.Load(int3(1, 2, 0)) + t2[uint2(1, 2)] + t2.mips[1][uint2(0, 0)];
    c += t2a[uint3(1, 2, 3)] + t1[3] + t3.mips[0][uint3(1, 1, 1)];
    c += ms.Load(int2(1, 2), 0) + ms.sample[1][uint2(1, 2)] + msa.Load(int3(1, 2, 0), 3);
    c += bound.Sample(uv) + t2u.Sample(uv);
    uint w, h, levels, samples;
    t2.GetDimensions(0, w, h, levels);
    ms.GetDimensions(w, h, samples);
    float2 p = ms.GetSamplePosition(1);
    return c + w + h + levels + samples + p.x;
}
