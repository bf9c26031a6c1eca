// SampleGrad on a Texture2D (8x4, three levels) and a TextureCube (4x4
// faces, three levels) whose levels are each one value: 0, 0.4 and 0.8
// (r8unorm 0, 102, 204), so a result names the level of detail chosen.
// Expected values by hand from Vulkan's "Scale Factor Operation, LOD
// Operation and Image Level(s) Selection": rho = max over ddx, ddy of the
// gradient's length in level-0 texels, lambda = log2(rho) clamped to
// [0, 2]; a nearest sampler reads level ceil(lambda + 0.5) - 1, a linear
// one blends floor(lambda) and the next by its fraction. Cube gradients
// become face-coordinate gradients by Vulkan's "Cube Map Derivative
// Transformation"; the TOML works out each case.
Texture2D<float> tex : register(t0);
TextureCube<float> cubeTex : register(t1);
SamplerState nearest : register(s2);
SamplerState trilinear : register(s3);
RWStructuredBuffer<float2> result : register(u4);

// ddx.xy, ddy.xy in uv units.
static const float4 grads[7] = {
    float4(0.125, 0, 0, 0.25), float4(0.25, 0, 0, 0), float4(0, 0, 0, 1),
    float4(0.0625, 0, 0, 0.125), float4(2, 0, 0, 0), float4(0.1875, 0.5, 0, 0),
    float4(0.329877, 0, 0, 0),
};

// Cube direction and its ddx (ddy is 0).
static const float3 dirs[4] = {
    float3(0, 0, 1), float3(0, 0, 1), float3(2, 0, 0), float3(1, 0, 0.5),
};
static const float3 cubeDdx[4] = {
    float3(0.5, 0, 0), float3(1, 0, 0), float3(0, 0, 4), float3(2, 0, 0),
};

[numthreads(11, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint i = id.x;
    float2 uv = float2(0.4, 0.6);
    if (i < 7) {
        float4 g = grads[i];
        result[i] = float2(
            tex.SampleGrad(nearest, uv, g.xy, g.zw),
            tex.SampleGrad(trilinear, uv, g.xy, g.zw, int2(1, -1)));
    } else {
        float3 d = dirs[i - 7];
        float3 dx = cubeDdx[i - 7];
        result[i] = float2(
            cubeTex.SampleGrad(nearest, d, dx, float3(0, 0, 0)),
            cubeTex.SampleGrad(trilinear, d, dx, float3(0, 0, 0)));
    }
}
