struct Shadow_t {
    viewProj: mat4x4<f32>,
    lightViewProj: mat4x4<f32>,
    bias: f32,
}

struct Varyings {
    position: vec4<f32>,
    lightPos: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> Shadow: Shadow_t;
@group(0) @binding(1) 
var shadowMap: texture_depth_2d;
@group(0) @binding(2) 
var shadowSampler: sampler_comparison;

fn PSMain_1(i: Varyings) -> vec4<f32> {
    let p = (i.lightPos.xyz / vec3(i.lightPos.w));
    let uv = ((p.xy * vec2<f32>(0.5f, -0.5f)) + vec2(0.5f));
    let _e18 = Shadow.bias;
    let lit = textureSampleCompareLevel(shadowMap, shadowSampler, uv, (p.z - _e18));
    return vec4<f32>(vec3(lit), 1f);
}

@fragment 
fn PSMain(@builtin(position) position: vec4<f32>, @location(0) lightPos: vec4<f32>) -> @location(0) vec4<f32> {
    let _e3 = PSMain_1(Varyings(position, lightPos));
    return _e3;
}
