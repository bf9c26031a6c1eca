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
    let v = f.data[i_1];
    let _e11 = quadBroadcast(v, 1u);
    let _e13 = quadBroadcast(v, 0u);
    let _e16 = quadBroadcast(v, 2u);
    let _e18 = quadBroadcast(v, 0u);
    let _e21 = quadSwapX(v);
    let _e23 = wave_lane_index_1;
    let _e32 = quadSwapY(v);
    let _e34 = wave_lane_index_1;
    let _e44 = quadBroadcast(v, 1u);
    let _e46 = quadBroadcast(v, 0u);
    let _e49 = quadBroadcast(v, 2u);
    let _e51 = quadBroadcast(v, 0u);
    f.data[(i_1 + 4u)] = (((((_e11 - _e13) + (_e16 - _e18)) + select((_e21 - v), (v - _e21), ((_e23 & 1u) != 0u))) + select((_e32 - v), (v - _e32), ((_e34 & 2u) != 0u))) + (abs((_e44 - _e46)) + abs((_e49 - _e51))));
}

@compute @workgroup_size(4, 1, 1) 
fn derivs(@builtin(local_invocation_index) i: u32, @builtin(subgroup_invocation_id) wave_lane_index: u32, @builtin(subgroup_size) wave_lane_count: u32) {
    wave_lane_index_1 = wave_lane_index;
    wave_lane_count_1 = wave_lane_count;
    derivs_1(i);
    return;
}
