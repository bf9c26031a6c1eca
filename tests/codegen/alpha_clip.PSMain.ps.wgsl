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
    var sel: f32;

    let c = textureSample(mask, maskSampler, i.uv);
    let _e8 = Material.cutoff;
    if ((c.w - _e8) < 0f) {
        discard;
    }
    let p = vec2<u32>(i.position.xy);
    if (((p.x ^ p.y) & 1u) != 0u) {
        sel = 0.75f;
    } else {
        sel = 0.25f;
    }
    let dither = sel;
    let _e28 = Material.fade;
    if (_e28 < dither) {
        discard;
    }
    return c;
}

@fragment 
fn PSMain(@builtin(position) position: vec4<f32>, @location(0) uv: vec2<f32>) -> @location(0) vec4<f32> {
    let _e3 = PSMain_1(Varyings(position, uv));
    return _e3;
}
