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
    var o: Varyings;

    o = Varyings();
    let _e8 = Camera.viewProj;
    o.position = (vec4<f32>(position_1, 1f) * transpose(_e8));
    o.depthOffset = depthOffset_1;
    o.color = color_1;
    let _e15 = o;
    return _e15;
}

@vertex 
fn VSMain(@location(0) position: vec3<f32>, @location(1) depthOffset: f32, @location(2) color: vec4<f32>) -> VSMain_out {
    let _e3 = VSMain_1(position, depthOffset, color);
    return VSMain_out(_e3.position, _e3.depthOffset, _e3.color);
}
