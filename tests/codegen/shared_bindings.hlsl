// compile: -T vs_6_0 -E VSMain
// compile: -T ps_6_0 -E PSMain
// DXC's everyday interface: b0, t0 and s0 are all binding 0 of set 0.
// SPIR-V keeps them there (the texture and the sampler are a combined
// image sampler, the cbuffer gets a vulkan-binding-collision warning);
// WGSL, MSL and GLSL move the later one to the lowest free binding with
// a binding-moved warning (tests/ui cannot see these: bindings are
// assigned when lowering; crates/hlslc-cli/tests/cli.rs checks the warnings).
// What moves depends on what the whole source uses, not the entry point,
// so VSMain's and PSMain's WGSL agree on every binding (one pipeline
// holds both).

cbuffer Camera : register(b0) {
    float4x4 viewProj;
    float4 tint;
};
Texture2D albedo : register(t0);
SamplerState samp : register(s0);
Texture2D<float> shadow : register(t1, space1);
SamplerComparisonState shadowSamp : register(s1, space1);

struct VOut {
    float4 pos : SV_Position;
    float2 uv : TEXCOORD0;
    float3 shadowPos : TEXCOORD1;
};

VOut VSMain(float3 p : POSITION, float2 uv : TEXCOORD0) {
    VOut o;
    o.pos = mul(viewProj, float4(p, 1));
    o.uv = uv;
    o.shadowPos = o.pos.xyz / o.pos.w;
    return o;
}

float4 PSMain(VOut i) : SV_Target {
    float lit = shadow.SampleCmpLevelZero(shadowSamp, i.shadowPos.xy, i.shadowPos.z);
    return albedo.Sample(samp, i.uv) * tint * lit;
}
