struct Material_t {
    mvp: mat4x4<f32>,
    cutoff: f32,
    fade: f32,
}

struct Varyings {
    position: vec4<f32>,
    uv: vec2<f32>,
}

@group(0) @binding(0) 
var<uniform> Material: Material_t;
@group(0) @binding(1) 
var mask: texture_2d<f32>;
@group(0) @binding(2) 
var maskSampler: sampler;

fn PSMain_1(i: Varyings) -> vec4<f32> {
    var i_1: Varyings;
    var c: vec4<f32>;
    var p: vec2<u32>;
    var dither: f32;
    var sel: f32;

    i_1 = i;
    let _e6 = i_1.uv;
    let _e9 = textureSample(mask, maskSampler, _e6);
    c = _e9;
    let _e11 = c.w;
    let _e14 = Material.cutoff;
    if ((_e11 - _e14) < 0f) {
        discard;
    }
    let _e19 = i_1.position;
    p = vec2<u32>(_e19.xy);
    let _e23 = p.x;
    let _e25 = p.y;
    if (((_e23 ^ _e25) & 1u) != 0u) {
        sel = 0.75f;
    } else {
        sel = 0.25f;
    }
    let _e34 = sel;
    dither = _e34;
    let _e37 = Material.fade;
    let _e38 = dither;
    if (_e37 < _e38) {
        discard;
    }
    let _e40 = c;
    return _e40;
}

@fragment 
fn PSMain(@builtin(position) position: vec4<f32>, @location(0) uv: vec2<f32>) -> @location(0) vec4<f32> {
    let _e3 = PSMain_1(Varyings(position, uv));
    return _e3;
}
