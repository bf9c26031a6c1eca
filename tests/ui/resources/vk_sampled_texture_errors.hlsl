// flags: -T ps_6_0 -E main
// A `vk::SampledTexture*` brings its own sampler: passing one is an extra
// argument. Its element type and its texture's methods are checked as on
// the plain texture types.
struct S { float f; };
vk::SampledTexture2D<float4> t;
vk::SampledTextureCUBE<float4> cube;
vk::SampledTexture2D<uint> ints;
vk::SampledTexture2DMS<float4> ms;
vk::SampledTexture2D<float> depth;
SamplerState s;
// expected-error@+1 {{invalid template arguments for 'vk::SampledTexture2D': elements of typed buffers and textures must be scalars or vectors}}
vk::SampledTexture2D<S> bad;
// expected-error@+1 {{no namespace named 'vk'}}
vk::SampledTexture4D none;

float4 main(float2 uv : UV, float3 dir : DIR) : SV_Target {
    float4 c = 0;
    // expected-error@+1 {{no matching function for call to 'vk::SampledTexture2D<float4>.Sample(SamplerState, float2)'}}
    c += t.Sample(s, uv);
    // expected-error@+1 {{too few arguments to function call, expected 2, have 1}}
    c += t.SampleLevel(uv);
    // expected-error@+1 {{too few arguments to function call, expected 1, have 0}}
    c += t.Sample();
    // expected-error@+1 {{no matching function for call to 'vk::SampledTexture2D<uint>.SampleCmp'}}
    c += ints.SampleCmp(uv, 0.5);
    // expected-error@+1 {{no member named 'Load' in 'vk::SampledTextureCUBE<float4>'}}
    c += cube.Load(int4(0, 0, 0, 0));
    // expected-error@+1 {{no member named 'Sample' in 'vk::SampledTexture2DMS<float4>'}}
    c += ms.Sample(uv);
    // expected-error@+1 {{too many arguments to function call, expected 1, have 2}}
    c += t.CalculateLevelOfDetail(uv, 1);
    // expected-error@+1 {{no matching function for call to 'vk::SampledTexture2D<float4>.Gather(SamplerState, float2)'}}
    c += t.Gather(s, uv);
    // SPIR-V gathers comparisons of the red channel only.
    // expected-error@+1 {{no equivalent for GatherCmpGreen intrinsic method in Vulkan}}
    c += depth.GatherCmpGreen(uv, 0.5);
    // expected-error@+1 {{no equivalent for GatherCmpAlpha intrinsic method in Vulkan}}
    c += depth.GatherCmpAlpha(uv, 0.5, int2(1, 2));
    c += depth.GatherCmpRed(uv, 0.5);
    // The Shader Model 6.7 and 6.8 comparisons are taken at any (as DXC).
    c += depth.SampleCmpLevel(uv, 0.5, 1.0) + depth.SampleCmpBias(uv, 0.5, 0.25);
    c += depth.SampleCmpGrad(uv, 0.5, uv, uv, int2(1, 1));
    return c;
}
