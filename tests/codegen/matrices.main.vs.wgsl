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
    var o: VSOut;

    o = VSOut();
    let _e9 = Camera.worldViewProj;
    o.pos = (transpose(_e9) * vec4<f32>(i.pos, 1f));
    let _e16 = Camera.normalRows;
    o.normal = (_e16 * i.normal);
    let _e18 = o;
    return _e18;
}

@vertex 
fn main(@location(0) pos: vec3<f32>, @location(1) normal: vec3<f32>) -> main_out {
    let _e3 = main_1(VSIn(pos, normal));
    return main_out(_e3.pos, _e3.normal);
}
