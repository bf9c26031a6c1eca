struct Bones_t {
    bones: array<mat4x4<f32>, 64>,
}

struct Camera_t {
    viewProj: mat4x4<f32>,
}

struct SkinnedOut {
    position: vec4<f32>,
    normal: vec3<f32>,
}

@group(0) @binding(0) 
var<uniform> Bones: Bones_t;
@group(0) @binding(1) 
var<uniform> Camera: Camera_t;

fn PSMain_1(i: SkinnedOut) -> vec4<f32> {
    return vec4<f32>(((normalize(i.normal) * vec3(0.5f)) + vec3(0.5f)), 1f);
}

@fragment 
fn PSMain(@builtin(position) position: vec4<f32>, @location(0) normal: vec3<f32>) -> @location(0) vec4<f32> {
    let _e3 = PSMain_1(SkinnedOut(position, normal));
    return _e3;
}
