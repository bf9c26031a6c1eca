// Bilinear and trilinear SampleLevel of a 4x4 rgba8unorm Texture2D with
// two levels, through a linear clamp and a linear wrap sampler.
// Invocation k samples at (a, b) / 4 (texel units) and level of detail
// at[k].z; the points put each texel weight at 1, 0.75, 0.5 or 0.25 (exact
// in 8-bit fixed point, as GPUs filter), and lods 0.5 blend the levels
// half and half. Some points straddle the edge, where clamp and wrap
// differ. Expected values: the Vulkan linear-filtering formula (weights
// from frac(u * size - 0.5), address rules on the integer texel
// coordinates) evaluated by hand in a one-off script over the bytes / 255.
Texture2D<float4> tex : register(t0);
SamplerState linearClamp : register(s1);
SamplerState linearWrap : register(s2);
RWStructuredBuffer<float4> result : register(u3);

static const float3 at[8] = {
    float3(1.0, 1.0, 0), float3(2.5, 2.5, 0), float3(1.75, 3.0, 0), float3(0.25, 2.0, 0),
    float3(3.75, 0.25, 0), float3(2.0, 1.75, 1), float3(1.0, 3.0, 0.5), float3(3.75, 3.75, 0.5),
};

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    float3 p = at[id.x];
    float2 uv = p.xy / 4;
    result[2 * id.x] = tex.SampleLevel(linearClamp, uv, p.z);
    result[2 * id.x + 1] = tex.SampleLevel(linearWrap, uv, p.z);
}
