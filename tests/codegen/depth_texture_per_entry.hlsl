// compile: -T ps_6_0 -E shadowed
// compile: -T ps_6_0 -E biased
// targets: spirv
// A texture compared with SampleCmp is a depth image in the entry point
// that compares it; another entry point that only samples it (here with
// SampleBias, which naga refuses on depth images) keeps a float image, as
// in DXC, which compiles one entry point at a time. The images' types are
// what spirv-val sees; the interface is the same.
Texture2D shadowMap : register(t0);
SamplerState linearSampler : register(s0);
SamplerComparisonState compareSampler : register(s1);

float4 shadowed(float2 uv : TEXCOORD0, float depth : DEPTH0) : SV_Target {
    return shadowMap.SampleCmp(compareSampler, uv, depth);
}

float4 biased(float2 uv : TEXCOORD0) : SV_Target {
    return shadowMap.SampleBias(linearSampler, uv, -1.0);
}
