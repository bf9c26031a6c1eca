// flags: -T cs_6_5 -E main
// Before Shader Model 6.6 compute shaders have no derivatives.
Texture2D<float4> image;
SamplerState linearSampler;
RWStructuredBuffer<float> lods;

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    // expected-error@+1 {{'CalculateLevelOfDetail' computes derivatives for an implicit level of detail, which compute shaders do not have}}
    lods[id.x] = image.CalculateLevelOfDetail(linearSampler, float2(0, 0));
}
