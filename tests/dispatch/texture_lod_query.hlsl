// CalculateLevelOfDetail and CalculateLevelOfDetailUnclamped in a compute
// shader (Shader Model 6.6): derivatives across quads of four consecutive
// invocations, lane q = x + 2y of its quad, coarse (from the quad's first
// lane), as the interpreter's ddx/ddy take them. Each quad steps uv by
// its own (a, b) per x and y on an 8x4 texture with three levels.
// Expected values by hand from Vulkan's LOD formula: lambda = log2 of
// the longer gradient in level-0 texels; the clamped query clamps to
// the levels [0, 2], the unclamped one does not (D3D).
Texture2D<float> tex : register(t0);
SamplerState s : register(s1);
RWStructuredBuffer<float2> result : register(u2);

static const float2 steps[3] = { float2(0.25, 0.25), float2(1, 0), float2(0.0625, 0.125) };

[numthreads(12, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint q = id.x % 4;
    float2 uv = float2(q % 2, q / 2) * steps[id.x / 4];
    result[id.x] = float2(tex.CalculateLevelOfDetail(s, uv),
                          tex.CalculateLevelOfDetailUnclamped(s, uv));
}
