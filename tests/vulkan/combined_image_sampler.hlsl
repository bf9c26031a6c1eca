// A texture and a sampler on one binding: DXC's mapping (register N in
// space M is set M, binding N, whatever the class) puts t0 and s0 both at
// set 0, binding 0, which Vulkan binds as one COMBINED_IMAGE_SAMPLER
// descriptor (wgpu has no such binding type, so this runs on raw Vulkan).
//
// One triangle covers the 4x4 target; each pixel samples the 2x2 texture
// at its centre, (x + 0.5) / 4. With linear filtering and clamping, texel
// 1's weight is 0, 1/4, 3/4, 1 across the four columns (and rows), so the
// expected bytes are the bilinear mixes of the texels, which are
// multiples of 16: every mix is a whole byte (worked out by hand and a
// one-off script). Point sampling would give only the four texel values:
// the sampler half of the descriptor is read, not only the image.
Texture2D t : register(t0);
SamplerState s : register(s0);

float4 VSMain(uint id : SV_VertexID) : SV_Position {
    // (-1, -1), (3, -1), (-1, 3).
    float2 p = float2((id << 1) & 2, id & 2);
    return float4(p * 2 - 1, 0, 1);
}

float4 PSMain(float4 pos : SV_Position) : SV_Target {
    return t.Sample(s, pos.xy / 4.0);
}
