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
    var i_1: Varyings;
    var p: vec3<f32>;
    var uv: vec2<f32>;
    var lit: f32;

    i_1 = i;
    let _e6 = i_1.lightPos;
    let _e10 = i_1.lightPos.w;
    p = (_e6.xyz / vec3(_e10));
    let _e13 = p;
    uv = ((_e13.xy * vec2<f32>(0.5f, -0.5f)) + vec2(0.5f));
    let _e22 = uv;
    let _e24 = p.z;
    let _e27 = Shadow.bias;
    let _e31 = textureSampleCompareLevel(shadowMap, shadowSampler, _e22, (_e24 - _e27));
    lit = _e31;
    let _e32 = lit;
    return vec4<f32>(vec3(_e32), 1f);
}

@fragment 
fn PSMain(@builtin(position) position: vec4<f32>, @location(0) lightPos: vec4<f32>) -> @location(0) vec4<f32> {
    let _e3 = PSMain_1(Varyings(position, lightPos));
    return _e3;
}
