struct Camera_t {
    viewProj: mat4x4<f32>,
}

struct Instance_sb {
    offset: vec3<f32>,
    scale: f32,
    color: vec4<f32>,
}

struct instances_t {
    data: array<Instance_sb>,
}

struct Varyings {
    position: vec4<f32>,
    color: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> Camera: Camera_t;
@group(0) @binding(0) 
var<storage> instances: instances_t;

fn PSMain_1(i: Varyings) -> vec4<f32> {
    return i.color;
}

@fragment 
fn PSMain(@builtin(position) position: vec4<f32>, @location(0) @interpolate(flat) color: vec4<f32>) -> @location(0) vec4<f32> {
    let _e3 = PSMain_1(Varyings(position, color));
    return _e3;
}
