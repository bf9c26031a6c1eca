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
    var position_2: vec3<f32>;
    var o: Varyings;

    position_2 = position_1;
    o = Varyings();
    let _e7 = Sky.rotationViewProj;
    let _e9 = position_2;
    o.position = (vec4<f32>(_e9, 1f) * transpose(_e7)).xyww;
    let _e15 = position_2;
    o.direction = _e15;
    let _e16 = o;
    return _e16;
}

@vertex 
fn VSMain(@location(0) position: vec3<f32>) -> VSMain_out {
    let _e1 = VSMain_1(position);
    return VSMain_out(_e1.position, _e1.direction);
}
