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
    var position_2: vec3<f32>;
    var o: Varyings;

    position_2 = position_1;
    o = Varyings();
    let _e7 = Shadow.viewProj;
    let _e9 = position_2;
    o.position = (vec4<f32>(_e9, 1f) * transpose(_e7));
    let _e16 = Shadow.lightViewProj;
    let _e18 = position_2;
    o.lightPos = (vec4<f32>(_e18, 1f) * transpose(_e16));
    let _e22 = o;
    return _e22;
}

@vertex 
fn VSMain(@location(0) position: vec3<f32>) -> VSMain_out {
    let _e1 = VSMain_1(position);
    return VSMain_out(_e1.position, _e1.lightPos);
}
