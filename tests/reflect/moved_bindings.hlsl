// DXC's everyday interface: b0, t0 and s0 are all set 0, binding 0 in
// SPIR-V (`vulkan`). The targets that cannot share a binding (WGSL, MSL,
// GLSL, the naga module wgpu takes) keep the first, Camera, and move the
// later ones the source uses to the lowest free bindings: albedo to 1,
// samp to 2 (`moved_to`). `unused` and `unusedToo` share binding 3, but
// no function uses them, so both stay; in space 1, shadowSamp (s1,
// declared after shadow's t1) moves to 0. The moves do not depend on the entry point:
// the vertex shader does not sample, yet gets the same ones.
cbuffer Camera : register(b0) { float4x4 viewProj; };
Texture2D albedo : register(t0);
SamplerState samp : register(s0);
Texture2D unused : register(t3);
SamplerState unusedToo : register(s3);
Texture2D<float> shadow : register(t1, space1);
SamplerComparisonState shadowSamp : register(s1, space1);

float4 VSMain(float3 p : POSITION) : SV_Position {
    return mul(viewProj, float4(p, 1));
}

float4 main(float4 pos : SV_Position) : SV_Target {
    float lit = shadow.SampleCmpLevelZero(shadowSamp, pos.xy, pos.z);
    return albedo.Sample(samp, pos.xy) * lit;
}
