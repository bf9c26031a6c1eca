struct Camera_t {
    viewProj: mat4x4<f32>,
    tint: vec4<f32>,
}

struct VOut {
    pos: vec4<f32>,
    uv: vec2<f32>,
    shadowPos: vec3<f32>,
}

struct VSMain_out {
    @builtin(position) pos: vec4<f32>,
    @location(0) uv: vec2<f32>,
    @location(1) shadowPos: vec3<f32>,
}

@group(0) @binding(0) 
var<uniform> Camera: Camera_t;
@group(0) @binding(1) 
var albedo: texture_2d<f32>;
@group(0) @binding(2) 
var samp: sampler;
@group(1) @binding(1) 
var shadow: texture_depth_2d;
@group(1) @binding(0) 
var shadowSamp: sampler_comparison;

fn VSMain_1(p_1: vec3<f32>, uv_1: vec2<f32>) -> VOut {
    var o: VOut;

    o = VOut();
    let _e7 = Camera.viewProj;
    o.pos = (vec4<f32>(p_1, 1f) * transpose(_e7));
    o.uv = uv_1;
    let _e15 = o.pos;
    let _e19 = o.pos.w;
    o.shadowPos = (_e15.xyz / vec3(_e19));
    let _e22 = o;
    return _e22;
}

@vertex 
fn VSMain(@location(0) p: vec3<f32>, @location(1) uv: vec2<f32>) -> VSMain_out {
    let _e2 = VSMain_1(p, uv);
    return VSMain_out(_e2.pos, _e2.uv, _e2.shadowPos);
}
