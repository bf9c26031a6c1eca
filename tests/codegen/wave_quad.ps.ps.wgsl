struct o_t {
    data: array<u32>,
}

struct f_t {
    data: array<vec4<f32>>,
}

@group(0) @binding(0) 
var<storage, read_write> o: o_t;
@group(0) @binding(1) 
var<storage, read_write> f: f_t;

fn ps_1(pos_1: vec4<f32>, uv_1: vec2<f32>) -> vec4<f32> {
    if ((uv_1.x - 0.5f) < 0f) {
        discard;
    }
    let _e7 = dpdx(uv_1);
    let _e8 = dpdy(uv_1);
    let _e10 = dpdxCoarse(uv_1);
    let _e12 = dpdxFine(uv_1);
    let _e14 = dpdyCoarse(uv_1);
    let _e16 = dpdyFine(uv_1);
    let d = (((((_e7 + _e8) + _e10) + _e12) + _e14) + _e16);
    let _e19 = fwidth(uv_1.x);
    let _e21 = quadSwapX(uv_1.y);
    return vec4<f32>(d, _e19, _e21);
}

@fragment 
fn ps(@builtin(position) pos: vec4<f32>, @location(0) uv: vec2<f32>) -> @location(0) vec4<f32> {
    let _e2 = ps_1(pos, uv);
    return _e2;
}
