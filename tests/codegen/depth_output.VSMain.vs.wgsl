struct Camera_t {
    viewProj: mat4x4<f32>,
    depthScale: f32,
}

struct Varyings {
    position: vec4<f32>,
    depthOffset: f32,
    color: vec4<f32>,
}

struct VSMain_out {
    @builtin(position) position: vec4<f32>,
    @location(0) depthOffset: f32,
    @location(1) color: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> Camera: Camera_t;

fn VSMain_1(position_1: vec3<f32>, depthOffset_1: f32, color_1: vec4<f32>) -> Varyings {
    var position_2: vec3<f32>;
    var depthOffset_2: f32;
    var color_2: vec4<f32>;
    var o: Varyings;

    position_2 = position_1;
    depthOffset_2 = depthOffset_1;
    color_2 = color_1;
    o = Varyings();
    let _e11 = Camera.viewProj;
    let _e13 = position_2;
    o.position = (vec4<f32>(_e13, 1f) * transpose(_e11));
    let _e18 = depthOffset_2;
    o.depthOffset = _e18;
    let _e20 = color_2;
    o.color = _e20;
    let _e21 = o;
    return _e21;
}

@vertex 
fn VSMain(@location(0) position: vec3<f32>, @location(1) depthOffset: f32, @location(2) color: vec4<f32>) -> VSMain_out {
    let _e3 = VSMain_1(position, depthOffset, color);
    return VSMain_out(_e3.position, _e3.depthOffset, _e3.color);
}
