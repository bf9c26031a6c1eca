// flags: -T cs_6_0 -E main
// expected-no-diagnostics
// GatherCmp and its channel forms take a comparison sampler and value and
// give a float4.
Texture2D<float> depth;
Texture2DArray<float> layers;
TextureCube<float> cube;
SamplerComparisonState cmp;
RWStructuredBuffer<float4> o;

[numthreads(4, 1, 1)]
void main(uint i : SV_GroupIndex) {
    uint status;
    int2 k = int2(0, 1);
    float4 r = depth.GatherCmp(cmp, float2(0.5, 0.5), 0.25);
    r += depth.GatherCmp(cmp, float2(0.5, 0.5), 0.25, k);
    r += depth.GatherCmp(cmp, float2(0.5, 0.5), 0.25, k, status);
    r += depth.GatherCmpRed(cmp, float2(0.5, 0.5), 0.25, k, k, k, k);
    r += depth.GatherCmpGreen(cmp, float2(0.5, 0.5), 0.25);
    r += layers.GatherCmpBlue(cmp, float3(0.5, 0.5, 1), 0.25, k);
    r += cube.GatherCmpAlpha(cmp, float3(0, 1, 0), 0.25, status);
    o[i] = r;
}
