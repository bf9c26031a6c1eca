struct Shadow_t {
    viewProj: mat4x4<f32>,
    lightViewProj: mat4x4<f32>,
    bias: f32,
}

struct Varyings {
    position: vec4<f32>,
    lightPos: vec4<f32>,
}

struct VSMain_out {
    @builtin(position) position: vec4<f32>,
    @location(0) lightPos: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> Shadow: Shadow_t;
@group(0) @binding(1) 
var shadowMap: texture_depth_2d;
@group(0) @binding(2) 
var shadowSampler: sampler_comparison;

fn VSMain_1(position_1: vec3<f32>) -> Varyings {
    var o: Varyings;

    o = Varyings();
    let _e6 = Shadow.viewProj;
    o.position = (vec4<f32>(position_1, 1f) * transpose(_e6));
    let _e14 = Shadow.lightViewProj;
    o.lightPos = (vec4<f32>(position_1, 1f) * transpose(_e14));
    let _e19 = o;
    return _e19;
}

@vertex 
fn VSMain(@location(0) position: vec3<f32>) -> VSMain_out {
    let _e1 = VSMain_1(position);
    return VSMain_out(_e1.position, _e1.lightPos);
}
