struct Params_t {
    rows: array<vec4<u32>, 6>,
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
    let _e32 = Params.rows[1].x;
    let _e36 = Params.rows[1].y;
    let _e41 = Params.rows[2].x;
    let _e45 = Params.rows[2].y;
    let _e48 = array<vec2<i32>, 3>(vec2<i32>(bitcast<i32>(_e23), bitcast<i32>(_e27)), vec2<i32>(bitcast<i32>(_e32), bitcast<i32>(_e36)), vec2<i32>(bitcast<i32>(_e41), bitcast<i32>(_e45)));
    let _e60 = array<vec3<i32>, 2>(vec3<i32>(_e48[0].x, _e48[1].x, _e48[2].x), vec3<i32>(_e48[0].y, _e48[1].y, _e48[2].y));
    let p = array<vec2<i32>, 2>((((vec2(_e60[0].x) * ids[0]) + (vec2(_e60[0].y) * ids[1])) + (vec2(_e60[0].z) * ids[2])), (((vec2(_e60[1].x) * ids[0]) + (vec2(_e60[1].y) * ids[1])) + (vec2(_e60[1].z) * ids[2])));
    o.sum = (p[0i] + p[1i]);
    let _e101 = array<f32, 3>(i.col[0].x, i.col[0].y, i.col[0].z);
    let _e106 = Params.rows[3].x;
    let _e110 = Params.rows[4].x;
    let _e114 = Params.rows[5].x;
    let _e116 = array<f32, 3>(bitcast<f32>(_e106), bitcast<f32>(_e110), bitcast<f32>(_e114));
    let _e126 = array<f32, 3>(array<vec3<f32>, 1>(vec3<f32>(_e116[0], _e116[1], _e116[2]))[0].x, array<vec3<f32>, 1>(vec3<f32>(_e116[0], _e116[1], _e116[2]))[0].y, array<vec3<f32>, 1>(vec3<f32>(_e116[0], _e116[1], _e116[2]))[0].z);
    let _e136 = array<f32, 3>((_e101[0] * _e126[0]), (_e101[1] * _e126[1]), (_e101[2] * _e126[2]));
    o.col = array<vec3<f32>, 1>(vec3<f32>(_e136[0], _e136[1], _e136[2]));
    o.pos = i.pos;
    let _e144 = o;
    return _e144;
}

@vertex 
fn main(@location(0) pos: vec4<f32>, @location(1) ids_0_: vec2<u32>, @location(2) ids_1_: vec2<u32>, @location(3) ids_2_: vec2<u32>, @location(4) col: vec3<f32>) -> main_out {
    let _e20 = main_1(VSIn(pos, array<vec3<u32>, 2>(vec3<u32>(ids_0_.x, ids_1_.x, ids_2_.x), vec3<u32>(ids_0_.y, ids_1_.y, ids_2_.y)), array<vec3<f32>, 1>(vec3<f32>(col.x, col.y, col.z))));
    return main_out(_e20.pos, _e20.sum, vec3<f32>(_e20.col[0].x, _e20.col[0].y, _e20.col[0].z));
}
