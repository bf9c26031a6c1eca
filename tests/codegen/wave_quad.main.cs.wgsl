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

fn lane() -> u32 {
    let _e1 = wave_lane_index_1;
    return _e1;
}

fn main_1(i_1: u32) {
    var sc: bool;
    var sc_1: bool;
    var sc_2: bool;
    var sc_3: bool;

    let odd = ((i_1 & 1u) != 0u);
    let _e8 = subgroupBallot(odd);
    let _e12 = subgroupAdd(i_1);
    let _e13 = subgroupExclusiveAdd(i_1);
    let _e21 = subgroupAdd(select(0u, 1u, odd));
    let _e29 = subgroupExclusiveAdd(select(0u, 1u, odd));
    let _e35 = subgroupBroadcast(i_1, 3u);
    let _e41 = o.data[0i];
    let _e42 = subgroupShuffle(i_1, _e41);
    let _e44 = subgroupBroadcastFirst(i_1);
    let _e46 = subgroupMin(i_1);
    let _e47 = subgroupMax(i_1);
    let _e50 = subgroupAnd(i_1);
    let _e51 = subgroupOr(i_1);
    let _e52 = subgroupXor(i_1);
    let _e56 = subgroupMul(i_1);
    let _e58 = subgroupExclusiveMul(i_1);
    let _e60 = lane();
    let _e63 = wave_lane_count_1;
    o.data[i_1] = (((((((((((((_e12 + _e13) + _e21) + _e29) + _e8.x) + _e35) + _e42) + _e44) + (_e46 * _e47)) + (_e50 | (_e51 ^ _e52))) + _e56) + _e58) + _e60) + _e63);
    let _e65 = subgroupAny(odd);
    sc = _e65;
    if _e65 {
        let _e67 = subgroupAll(odd);
        sc = _e67;
    }
    let _e68 = sc;
    sc_1 = _e68;
    if _e68 {
        let _e71 = wave_lane_index_1;
        let _e72 = subgroupBroadcastFirst(_e71);
        sc_1 = (_e71 == _e72);
    }
    let any_ = sc_1;
    let _e76 = vec2<u32>(i_1, 1u);
    let _e77 = subgroupBroadcastFirst(_e76);
    let _e78 = (_e76 == _e77);
    let _e80 = subgroupAll(_e78.x);
    let _e82 = subgroupAll(_e78.y);
    let eq = vec2<bool>(_e80, _e82);
    sc_2 = any_;
    if any_ {
    } else {
        sc_2 = eq.y;
    }
    let _e86 = sc_2;
    sc_3 = _e86;
    if _e86 {
    } else {
        let _e91 = subgroupBroadcastFirst(select(0u, 1u, odd));
        sc_3 = (_e91 != 0u);
    }
    let _e94 = sc_3;
    if _e94 {
        let _e100 = quadSwapX(i_1);
        let _e101 = quadSwapY(i_1);
        let _e103 = quadSwapDiagonal(i_1);
        let _e107 = quadBroadcast(i_1, 2u);
        let _e113 = o.data[1i];
        let _e115 = wave_lane_index_1;
        let _e121 = subgroupShuffle(i_1, ((_e115 & 4294967292u) | (_e113 & 3u)));
        o.data[(i_1 + 32u)] = ((((_e100 + _e101) + _e103) + _e107) + _e121);
    }
}

@compute @workgroup_size(32, 1, 1) 
fn main(@builtin(local_invocation_index) i: u32, @builtin(subgroup_invocation_id) wave_lane_index: u32, @builtin(subgroup_size) wave_lane_count: u32) {
    wave_lane_index_1 = wave_lane_index;
    wave_lane_count_1 = wave_lane_count;
    main_1(i);
    return;
}
