// flags: -T vs_6_0 -E main
// The level of detail needs derivatives (pixel shaders), a sampler and a
// coordinate; storage textures have none.
Texture2D<float4> image;
RWTexture2D<float4> storage;
SamplerState linearSampler;

float4 main(float2 uv : TEXCOORD0) : SV_Position {
    // expected-error@+1 {{'CalculateLevelOfDetail' computes derivatives for an implicit level of detail, which vertex shaders do not have}}
    float lod = image.CalculateLevelOfDetail(linearSampler, uv);
    // expected-error@+1 {{too few arguments to function call, expected 2, have 1}}
    lod += image.CalculateLevelOfDetail(linearSampler);
    // expected-error@+1 {{no matching function for call to 'Texture2D<float4>.CalculateLevelOfDetailUnclamped(float2, float2)'}}
    lod += image.CalculateLevelOfDetailUnclamped(uv, uv);
    // expected-error@+1 {{no member named 'CalculateLevelOfDetail' in 'RWTexture2D<float4>'}}
    lod += storage.CalculateLevelOfDetail(linearSampler, uv);
    return lod;
}
