struct Params_t {
    rows: array<vec4<u32>, 3>,
}

struct VSIn {
    pos: vec4<f32>,
    ids: array<vec3<u32>, 2>,
    col: array<vec3<f32>, 1>,
}

struct VSOut {
    pos: vec4<f32>,
    sum: vec2<i32>,
    col: array<vec3<f32>, 1>,
}

struct main_out {
    @builtin(position) pos: vec4<f32>,
    @location(0) @interpolate(flat) sum: vec2<i32>,
    @location(1) col: vec3<f32>,
}

@group(0) @binding(0) 
var<uniform> Params: Params_t;

fn main_1(i: VSIn) -> VSOut {
    var o: VSOut;

    o = VSOut();
    let ids = array<vec2<i32>, 3>(vec2<i32>(vec2<u32>(i.ids[0].x, i.ids[1].x)), vec2<i32>(vec2<u32>(i.ids[0].y, i.ids[1].y)), vec2<i32>(vec2<u32>(i.ids[0].z, i.ids[1].z)));
    let _e23 = Params.rows[0].x;
    let _e27 = Params.rows[0].y;
    let _e31 = Params.rows[0].z;
    let _e36 = Params.rows[1].x;
    let _e40 = Params.rows[1].y;
    let _e44 = Params.rows[1].z;
    let _e47 = array<vec3<i32>, 2>(vec3<i32>(bitcast<i32>(_e23), bitcast<i32>(_e27), bitcast<i32>(_e31)), vec3<i32>(bitcast<i32>(_e36), bitcast<i32>(_e40), bitcast<i32>(_e44)));
    let p = array<vec2<i32>, 2>((((vec2(_e47[0].x) * ids[0]) + (vec2(_e47[0].y) * ids[1])) + (vec2(_e47[0].z) * ids[2])), (((vec2(_e47[1].x) * ids[0]) + (vec2(_e47[1].y) * ids[1])) + (vec2(_e47[1].z) * ids[2])));
    o.sum = (p[0i] + p[1i]);
    let _e88 = array<f32, 3>(i.col[0].x, i.col[0].y, i.col[0].z);
    let _e93 = Params.rows[2].x;
    let _e97 = Params.rows[2].y;
    let _e101 = Params.rows[2].z;
    let _e103 = array<f32, 3>(bitcast<f32>(_e93), bitcast<f32>(_e97), bitcast<f32>(_e101));
    let _e113 = array<f32, 3>(array<vec3<f32>, 1>(vec3<f32>(_e103[0], _e103[1], _e103[2]))[0].x, array<vec3<f32>, 1>(vec3<f32>(_e103[0], _e103[1], _e103[2]))[0].y, array<vec3<f32>, 1>(vec3<f32>(_e103[0], _e103[1], _e103[2]))[0].z);
    let _e123 = array<f32, 3>((_e88[0] * _e113[0]), (_e88[1] * _e113[1]), (_e88[2] * _e113[2]));
    o.col = array<vec3<f32>, 1>(vec3<f32>(_e123[0], _e123[1], _e123[2]));
    o.pos = i.pos;
    let _e131 = o;
    return _e131;
}

@vertex 
fn main(@location(0) pos: vec4<f32>, @location(1) ids_0_: vec2<u32>, @location(2) ids_1_: vec2<u32>, @location(3) ids_2_: vec2<u32>, @location(4) col: vec3<f32>) -> main_out {
    let _e20 = main_1(VSIn(pos, array<vec3<u32>, 2>(vec3<u32>(ids_0_.x, ids_1_.x, ids_2_.x), vec3<u32>(ids_0_.y, ids_1_.y, ids_2_.y)), array<vec3<f32>, 1>(vec3<f32>(col.x, col.y, col.z))));
    return main_out(_e20.pos, _e20.sum, vec3<f32>(_e20.col[0].x, _e20.col[0].y, _e20.col[0].z));
}
