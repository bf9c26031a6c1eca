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
    var position_2: vec3<f32>;
    var uv_2: vec2<f32>;
    var o: Varyings;

    position_2 = position_1;
    uv_2 = uv_1;
    o = Varyings();
    let _e9 = Material.mvp;
    let _e11 = position_2;
    o.position = (vec4<f32>(_e11, 1f) * transpose(_e9));
    let _e16 = uv_2;
    o.uv = _e16;
    let _e17 = o;
    return _e17;
}

@vertex 
fn VSMain(@location(0) position: vec3<f32>, @location(1) uv: vec2<f32>) -> VSMain_out {
    let _e2 = VSMain_1(position, uv);
    return VSMain_out(_e2.position, _e2.uv);
}
