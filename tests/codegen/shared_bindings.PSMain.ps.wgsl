struct Camera_t {
    viewProj: mat4x4<f32>,
    tint: vec4<f32>,
}

struct VOut {
    pos: vec4<f32>,
    uv: vec2<f32>,
    shadowPos: vec3<f32>,
}

@group(0) @binding(0) 
var<uniform> Camera: Camera_t;
@group(0) @binding(1) 
var albedo: texture_2d<f32>;
@group(0) @binding(2) 
var samp: sampler;
@group(1) @binding(1) 
var shadow: texture_depth_2d;
@group(1) @binding(0) 
var shadowSamp: sampler_comparison;

fn PSMain_1(i: VOut) -> vec4<f32> {
    let lit = textureSampleCompareLevel(shadow, shadowSamp, i.shadowPos.xy, i.shadowPos.z);
    let _e11 = textureSample(albedo, samp, i.uv);
    let _e14 = Camera.tint;
    return ((_e11 * _e14) * vec4(lit));
}

@fragment 
fn PSMain(@builtin(position) pos: vec4<f32>, @location(0) uv: vec2<f32>, @location(1) shadowPos: vec3<f32>) -> @location(0) vec4<f32> {
    let _e4 = PSMain_1(VOut(pos, uv, shadowPos));
    return _e4;
}
