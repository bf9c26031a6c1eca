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
    let i = id_1.x;
    let _e6 = Params.rows[0].y;
    let _e10 = Params.rows[0].z;
    let _e17 = Params.rows[3].x;
    let _e21 = Params.rows[3].y;
    let _e26 = Params.rows[4].x;
    let _e30 = Params.rows[4].y;
    let _e40 = Params.rows[5].x;
    let _e44 = Params.rows[5].y;
    let _e49 = Params.rows[6].x;
    let _e53 = Params.rows[6].y;
    let _e61 = Params.rows[0].x;
    let _e67 = Params.rows[0].w;
    let v = ((transpose(mat2x2<f32>(vec2<f32>(bitcast<f32>(_e17), bitcast<f32>(_e21)), vec2<f32>(bitcast<f32>(_e26), bitcast<f32>(_e30)))) * vec2<f32>(bitcast<f32>(_e6), bitcast<f32>(_e10))) + (vec2<f32>(bitcast<f32>(_e61), bitcast<f32>(_e67)) * mat2x2<f32>(vec2<f32>(bitcast<f32>(_e40), bitcast<f32>(_e44)), vec2<f32>(bitcast<f32>(_e49), bitcast<f32>(_e53)))));
    let _e77 = (min(i, 1431655764u) * 3u);
    let _e83 = (min(i, 1431655764u) * 3u);
    let _e85 = pos.data[_e83];
    let _e90 = pos.data[(_e83 + 1u)];
    let _e95 = pos.data[(_e83 + 2u)];
    let _e101 = (i & 1u);
    let _e107 = ((_e101 * 4u) + 4u);
    let _e114 = Params.rows[(_e107 >> 2u)][(_e107 & 3u)];
    let _e124 = Params.rows[2].y;
    let _e127 = ((vec3<f32>(bitcast<f32>(_e85), bitcast<f32>(_e90), bitcast<f32>(_e95)) * vec3(select(0f, bitcast<f32>(_e114), (_e101 < 2u)))) + vec3(bitcast<f32>(_e124)));
    vel.data[_e77] = bitcast<u32>(_e127.x);
    vel.data[(_e77 + 1u)] = bitcast<u32>(_e127.y);
    vel.data[(_e77 + 2u)] = bitcast<u32>(_e127.z);
    let _e152 = Packed.rows[1].y;
    vel.data[((min(i, 1431655764u) * 3u) + 2u)] = bitcast<u32>((v.x + bitcast<f32>(_e152)));
    let _e164 = (min(i, 1431655764u) * 3u);
    let _e169 = p16_.data[i].p;
    let _e174 = Packed.rows[1].z;
    let _e177 = (_e169 * vec3(bitcast<f32>(_e174)));
    p12_.data[_e164] = bitcast<u32>(_e177.x);
    p12_.data[(_e164 + 1u)] = bitcast<u32>(_e177.y);
    p12_.data[(_e164 + 2u)] = bitcast<u32>(_e177.z);
}

@compute @workgroup_size(64, 1, 1) 
fn main(@builtin(global_invocation_id) id: vec3<u32>) {
    main_1(id);
    return;
}
