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
    var pos_2: vec4<f32>;
    var uv_2: vec2<f32>;
    var d: vec2<f32>;

    pos_2 = pos_1;
    uv_2 = uv_1;
    let _e6 = uv_2.x;
    if ((_e6 - 0.5f) < 0f) {
        discard;
    }
    let _e11 = uv_2;
    let _e12 = dpdx(_e11);
    let _e13 = uv_2;
    let _e14 = dpdy(_e13);
    let _e16 = uv_2;
    let _e17 = dpdxCoarse(_e16);
    let _e19 = uv_2;
    let _e20 = dpdxFine(_e19);
    let _e22 = uv_2;
    let _e23 = dpdyCoarse(_e22);
    let _e25 = uv_2;
    let _e26 = dpdyFine(_e25);
    d = (((((_e12 + _e14) + _e17) + _e20) + _e23) + _e26);
    let _e28 = d;
    let _e30 = uv_2.x;
    let _e31 = fwidth(_e30);
    let _e33 = uv_2.y;
    let _e34 = quadSwapX(_e33);
    return vec4<f32>(_e28, _e31, _e34);
}

@fragment 
fn ps(@builtin(position) pos: vec4<f32>, @location(0) uv: vec2<f32>) -> @location(0) vec4<f32> {
    let _e2 = ps_1(pos, uv);
    return _e2;
}
