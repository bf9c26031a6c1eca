struct Sky_t {
    rotationViewProj: mat4x4<f32>,
    exposure: f32,
}

struct Varyings {
    position: vec4<f32>,
    direction: vec3<f32>,
}

struct VSMain_out {
    @builtin(position) position: vec4<f32>,
    @location(0) direction: vec3<f32>,
}

@group(0) @binding(0) 
var<uniform> Sky: Sky_t;
@group(0) @binding(1) 
var sky: texture_cube<f32>;
@group(0) @binding(2) 
var skySampler: sampler;

fn VSMain_1(position_1: vec3<f32>) -> Varyings {
    var o: Varyings;

    o = Varyings();
    let _e6 = Sky.rotationViewProj;
    o.position = (vec4<f32>(position_1, 1f) * transpose(_e6)).xyww;
    o.direction = position_1;
    let _e13 = o;
    return _e13;
}

@vertex 
fn VSMain(@location(0) position: vec3<f32>) -> VSMain_out {
    let _e1 = VSMain_1(position);
    return VSMain_out(_e1.position, _e1.direction);
}
