struct Params_t {
    rows: array<vec4<u32>, 7>,
}

struct Packed_t {
    rows: array<vec4<u32>, 2>,
}

struct pos_t {
    data: array<u32>,
}

struct vel_t {
    data: array<u32>,
}

struct p12_t {
    data: array<u32>,
}

struct P16_sb {
    p: vec3<f32>,
    w: f32,
}

struct p16_t {
    data: array<P16_sb>,
}

@group(0) @binding(0) 
var<uniform> Params: Params_t;
@group(0) @binding(1) 
var<uniform> Packed: Packed_t;
@group(0) @binding(2) 
var<storage> pos: pos_t;
@group(0) @binding(3) 
var<storage, read_write> vel: vel_t;
@group(0) @binding(4) 
var<storage, read_write> p12_: p12_t;
@group(0) @binding(5) 
var<storage, read_write> p16_: p16_t;

fn main_1(id_1: vec3<u32>) {
    var id_2: vec3<u32>;
    var i: u32;
    var v: vec2<f32>;

    id_2 = id_1;
    let _e5 = id_2.x;
    i = _e5;
    let _e10 = Params.rows[0].y;
    let _e14 = Params.rows[0].z;
    let _e21 = Params.rows[3].x;
    let _e25 = Params.rows[3].y;
    let _e30 = Params.rows[4].x;
    let _e34 = Params.rows[4].y;
    let _e44 = Params.rows[5].x;
    let _e48 = Params.rows[5].y;
    let _e53 = Params.rows[6].x;
    let _e57 = Params.rows[6].y;
    let _e65 = Params.rows[0].x;
    let _e71 = Params.rows[0].w;
    v = ((transpose(mat2x2<f32>(vec2<f32>(bitcast<f32>(_e21), bitcast<f32>(_e25)), vec2<f32>(bitcast<f32>(_e30), bitcast<f32>(_e34)))) * vec2<f32>(bitcast<f32>(_e10), bitcast<f32>(_e14))) + (vec2<f32>(bitcast<f32>(_e65), bitcast<f32>(_e71)) * mat2x2<f32>(vec2<f32>(bitcast<f32>(_e44), bitcast<f32>(_e48)), vec2<f32>(bitcast<f32>(_e53), bitcast<f32>(_e57)))));
    let _e76 = i;
    let _e82 = (min(_e76, 1431655764u) * 3u);
    let _e83 = i;
    let _e89 = (min(_e83, 1431655764u) * 3u);
    let _e91 = pos.data[_e89];
    let _e96 = pos.data[(_e89 + 1u)];
    let _e101 = pos.data[(_e89 + 2u)];
    let _e106 = i;
    let _e108 = (_e106 & 1u);
    let _e114 = ((_e108 * 4u) + 4u);
    let _e121 = Params.rows[(_e114 >> 2u)][(_e114 & 3u)];
    let _e131 = Params.rows[2].y;
    let _e134 = ((vec3<f32>(bitcast<f32>(_e91), bitcast<f32>(_e96), bitcast<f32>(_e101)) * vec3(select(0f, bitcast<f32>(_e121), (_e108 < 2u)))) + vec3(bitcast<f32>(_e131)));
    vel.data[_e82] = bitcast<u32>(_e134.x);
    vel.data[(_e82 + 1u)] = bitcast<u32>(_e134.y);
    vel.data[(_e82 + 2u)] = bitcast<u32>(_e134.z);
    let _e148 = i;
    let _e156 = v.x;
    let _e161 = Packed.rows[1].y;
    vel.data[((min(_e148, 1431655764u) * 3u) + 2u)] = bitcast<u32>((_e156 + bitcast<f32>(_e161)));
    let _e168 = i;
    let _e174 = (min(_e168, 1431655764u) * 3u);
    let _e175 = i;
    let _e180 = p16_.data[_e175].p;
    let _e185 = Packed.rows[1].z;
    let _e188 = (_e180 * vec3(bitcast<f32>(_e185)));
    p12_.data[_e174] = bitcast<u32>(_e188.x);
    p12_.data[(_e174 + 1u)] = bitcast<u32>(_e188.y);
    p12_.data[(_e174 + 2u)] = bitcast<u32>(_e188.z);
}

@compute @workgroup_size(64, 1, 1) 
fn main(@builtin(global_invocation_id) id: vec3<u32>) {
    main_1(id);
    return;
}
