// Point sampling a cube map: each direction picks a face and a texel by
// Vulkan's face-selection table; GetDimensions gives the face size.
TextureCube<float> cube : register(t0);
SamplerState nearest : register(s1);
RWStructuredBuffer<float> o : register(u2);

[numthreads(1, 1, 1)]
void main() {
    o[0] = cube.SampleLevel(nearest, float3(1, -0.5, 0.5), 0);      // +X
    o[1] = cube.SampleLevel(nearest, float3(-1, 0.5, 0.5), 0);      // -X
    o[2] = cube.SampleLevel(nearest, float3(0.5, 1, -0.5), 0);      // +Y
    o[3] = cube.SampleLevel(nearest, float3(-0.5, -1, -0.5), 0);    // -Y
    o[4] = cube.SampleLevel(nearest, float3(0.5, 0.5, 1), 0);       // +Z
    o[5] = cube.SampleLevel(nearest, float3(-0.5, -0.5, -1), 0);    // -Z
    o[6] = cube.SampleLevel(nearest, float3(4, -2, 2), 0);          // +X, longer
    uint w, h, levels;
    cube.GetDimensions(0, w, h, levels);
    o[7] = w * 100 + h * 10 + levels;
}
