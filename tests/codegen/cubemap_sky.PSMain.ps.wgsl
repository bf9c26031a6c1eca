struct Sky_t {
    rotationViewProj: mat4x4<f32>,
    exposure: f32,
}

struct Varyings {
    position: vec4<f32>,
    direction: vec3<f32>,
}

@group(0) @binding(0) 
var<uniform> Sky: Sky_t;
@group(0) @binding(1) 
var sky: texture_cube<f32>;
@group(0) @binding(2) 
var skySampler: sampler;

fn PSMain_1(i: Varyings) -> vec4<f32> {
    let _e4 = textureSample(sky, skySampler, i.direction);
    let _e8 = Sky.exposure;
    return vec4<f32>((_e4.xyz * vec3(_e8)), 1f);
}

@fragment 
fn PSMain(@builtin(position) position: vec4<f32>, @location(0) direction: vec3<f32>) -> @location(0) vec4<f32> {
    let _e3 = PSMain_1(Varyings(position, direction));
    return _e3;
}
