struct Camera_t {
    worldViewProj: mat4x4<f32>,
    normalRows: mat3x4<f32>,
}

struct VSIn {
    pos: vec3<f32>,
    normal: vec3<f32>,
}

struct VSOut {
    pos: vec4<f32>,
    normal: vec4<f32>,
}

struct main_out {
    @builtin(position) pos: vec4<f32>,
    @location(0) normal: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> Camera: Camera_t;

fn main_1(i: VSIn) -> VSOut {
    var i_1: VSIn;
    var o: VSOut;

    i_1 = i;
    o = VSOut();
    let _e6 = i_1.pos;
    let _e11 = Camera.worldViewProj;
    o.pos = (transpose(_e11) * vec4<f32>(_e6, 1f));
    let _e16 = i_1.normal;
    let _e19 = Camera.normalRows;
    o.normal = (_e19 * _e16);
    let _e21 = o;
    return _e21;
}

@vertex 
fn main(@location(0) pos: vec3<f32>, @location(1) normal: vec3<f32>) -> main_out {
    let _e3 = main_1(VSIn(pos, normal));
    return main_out(_e3.pos, _e3.normal);
}
