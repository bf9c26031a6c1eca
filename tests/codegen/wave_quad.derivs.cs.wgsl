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
var<private> wave_lane_index_1: u32;
var<private> wave_lane_count_1: u32;

fn derivs_1(i_1: u32) {
    var i_2: u32;
    var v: vec4<f32>;

    i_2 = i_1;
    let _e3 = i_2;
    let _e7 = f.data[_e3];
    v = _e7;
    let _e8 = i_2;
    let _e14 = v;
    let _e16 = quadBroadcast(_e14, 1u);
    let _e18 = quadBroadcast(_e14, 0u);
    let _e20 = v;
    let _e22 = quadBroadcast(_e20, 2u);
    let _e24 = quadBroadcast(_e20, 0u);
    let _e27 = v;
    let _e28 = quadSwapX(_e27);
    let _e30 = wave_lane_index_1;
    let _e39 = v;
    let _e40 = quadSwapY(_e39);
    let _e42 = wave_lane_index_1;
    let _e51 = v;
    let _e53 = quadBroadcast(_e51, 1u);
    let _e55 = quadBroadcast(_e51, 0u);
    let _e58 = quadBroadcast(_e51, 2u);
    let _e60 = quadBroadcast(_e51, 0u);
    f.data[(_e8 + 4u)] = (((((_e16 - _e18) + (_e22 - _e24)) + select((_e28 - _e27), (_e27 - _e28), ((_e30 & 1u) != 0u))) + select((_e40 - _e39), (_e39 - _e40), ((_e42 & 2u) != 0u))) + (abs((_e53 - _e55)) + abs((_e58 - _e60))));
}

@compute @workgroup_size(4, 1, 1) 
fn derivs(@builtin(local_invocation_index) i: u32, @builtin(subgroup_invocation_id) wave_lane_index: u32, @builtin(subgroup_size) wave_lane_count: u32) {
    wave_lane_index_1 = wave_lane_index;
    wave_lane_count_1 = wave_lane_count;
    derivs_1(i);
    return;
}
