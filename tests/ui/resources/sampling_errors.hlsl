// flags: -T ps_6_0 -E main
// Sampling needs the right sampler kind, a coordinate of the texture's
// dimensions, and no offset on cubes; storage textures are not sampled.
Texture2D<float4> image;
TextureCube<float4> sky;
RWTexture2D<float4> storage;
Texture2D<float> shadow;
SamplerState linearSampler;
SamplerComparisonState shadowSampler;
struct S { float x; };

float4 main(float2 uv : TEXCOORD0, float3 dir : TEXCOORD1) : SV_Target {
    float4 c = 0;
    // expected-error@+1 {{no matching function for call to 'Texture2D<float4>.Sample(SamplerComparisonState, float2)'}}
    c += image.Sample(shadowSampler, uv);
    // expected-error@+1 {{no matching function for call to 'Texture2D<float>.SampleCmp(SamplerState, float2, float)'}}
    c += shadow.SampleCmp(linearSampler, uv, 0.5);
    // A cube has no offset: a third argument is the level-of-detail clamp.
    // expected-error@+1 {{no matching function for call to 'TextureCube<float4>.Sample(SamplerState, float3, S)'}}
    c += sky.Sample(linearSampler, dir, (S)0);
    // expected-error@+1 {{no member named 'Sample' in 'RWTexture2D<float4>'}}
    c += storage.Sample(linearSampler, uv);
    // expected-error@+1 {{too few arguments to function call, expected 3, have 2}}
    c += image.SampleBias(linearSampler, uv);
    // expected-error@+1 {{too few arguments to function call, expected 4, have 3}}
    c += image.SampleGrad(linearSampler, uv, uv);
    // expected-error@+1 {{no matching function for call to 'Texture2D<float4>.Sample(SamplerState, SamplerState)'}}
    c += image.Sample(linearSampler, linearSampler);
    return c;
}
