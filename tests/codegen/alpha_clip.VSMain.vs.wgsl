struct Material_t {
    mvp: mat4x4<f32>,
    cutoff: f32,
    fade: f32,
}

struct Varyings {
    position: vec4<f32>,
    uv: vec2<f32>,
}

struct VSMain_out {
    @builtin(position) position: vec4<f32>,
    @location(0) uv: vec2<f32>,
}

@group(0) @binding(0) 
var<uniform> Material: Material_t;
@group(0) @binding(1) 
var mask: texture_2d<f32>;
@group(0) @binding(2) 
var maskSampler: sampler;

fn VSMain_1(position_1: vec3<f32>, uv_1: vec2<f32>) -> Varyings {
    var o: Varyings;

    o = Varyings();
    let _e7 = Material.mvp;
    o.position = (vec4<f32>(position_1, 1f) * transpose(_e7));
    o.uv = uv_1;
    let _e13 = o;
    return _e13;
}

@vertex 
fn VSMain(@location(0) position: vec3<f32>, @location(1) uv: vec2<f32>) -> VSMain_out {
    let _e2 = VSMain_1(position, uv);
    return VSMain_out(_e2.position, _e2.uv);
}
