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
    var i_2: u32;
    var odd: bool;
    var b: vec4<u32>;
    var any_: bool;
    var eq: vec2<bool>;
    var sc: bool;
    var sc_1: bool;
    var sc_2: bool;
    var sc_3: bool;

    i_2 = i_1;
    let _e6 = i_2;
    odd = ((_e6 & 1u) != 0u);
    let _e11 = odd;
    let _e15 = subgroupBallot(_e11);
    b = _e15;
    let _e16 = i_2;
    let _e20 = i_2;
    let _e21 = subgroupAdd(_e20);
    let _e22 = i_2;
    let _e23 = subgroupExclusiveAdd(_e22);
    let _e25 = odd;
    let _e32 = subgroupAdd(select(0u, 1u, _e25));
    let _e34 = odd;
    let _e41 = subgroupExclusiveAdd(select(0u, 1u, _e34));
    let _e44 = b.x;
    let _e46 = i_2;
    let _e49 = subgroupBroadcast(_e46, 3u);
    let _e51 = i_2;
    let _e56 = o.data[0i];
    let _e57 = subgroupShuffle(_e51, _e56);
    let _e59 = i_2;
    let _e60 = subgroupBroadcastFirst(_e59);
    let _e62 = i_2;
    let _e63 = subgroupMin(_e62);
    let _e64 = i_2;
    let _e65 = subgroupMax(_e64);
    let _e68 = i_2;
    let _e69 = subgroupAnd(_e68);
    let _e70 = i_2;
    let _e71 = subgroupOr(_e70);
    let _e72 = i_2;
    let _e73 = subgroupXor(_e72);
    let _e77 = i_2;
    let _e78 = subgroupMul(_e77);
    let _e80 = i_2;
    let _e81 = subgroupExclusiveMul(_e80);
    let _e83 = lane();
    let _e86 = wave_lane_count_1;
    o.data[_e16] = (((((((((((((_e21 + _e23) + _e32) + _e41) + _e44) + _e49) + _e57) + _e60) + (_e63 * _e65)) + (_e69 | (_e71 ^ _e73))) + _e78) + _e81) + _e83) + _e86);
    let _e88 = odd;
    let _e89 = subgroupAny(_e88);
    sc = _e89;
    if _e89 {
        let _e91 = odd;
        let _e92 = subgroupAll(_e91);
        sc = _e92;
    }
    let _e93 = sc;
    sc_1 = _e93;
    if _e93 {
        let _e96 = wave_lane_index_1;
        let _e97 = subgroupBroadcastFirst(_e96);
        sc_1 = (_e96 == _e97);
    }
    let _e99 = sc_1;
    any_ = _e99;
    let _e100 = i_2;
    let _e102 = vec2<u32>(_e100, 1u);
    let _e103 = subgroupBroadcastFirst(_e102);
    let _e104 = (_e102 == _e103);
    let _e106 = subgroupAll(_e104.x);
    let _e108 = subgroupAll(_e104.y);
    eq = vec2<bool>(_e106, _e108);
    let _e110 = any_;
    sc_2 = _e110;
    if _e110 {
    } else {
        let _e113 = eq.y;
        sc_2 = _e113;
    }
    let _e114 = sc_2;
    sc_3 = _e114;
    if _e114 {
    } else {
        let _e116 = odd;
        let _e120 = subgroupBroadcastFirst(select(0u, 1u, _e116));
        sc_3 = (_e120 != 0u);
    }
    let _e123 = sc_3;
    if _e123 {
        let _e124 = i_2;
        let _e130 = i_2;
        let _e131 = quadSwapX(_e130);
        let _e132 = i_2;
        let _e133 = quadSwapY(_e132);
        let _e135 = i_2;
        let _e136 = quadSwapDiagonal(_e135);
        let _e138 = i_2;
        let _e141 = quadBroadcast(_e138, 2u);
        let _e143 = i_2;
        let _e148 = o.data[1i];
        let _e150 = wave_lane_index_1;
        let _e156 = subgroupShuffle(_e143, ((_e150 & 4294967292u) | (_e148 & 3u)));
        o.data[(_e124 + 32u)] = ((((_e131 + _e133) + _e136) + _e141) + _e156);
    }
}

@compute @workgroup_size(32, 1, 1) 
fn main(@builtin(local_invocation_index) i: u32, @builtin(subgroup_invocation_id) wave_lane_index: u32, @builtin(subgroup_size) wave_lane_count: u32) {
    wave_lane_index_1 = wave_lane_index;
    wave_lane_count_1 = wave_lane_count;
    main_1(i);
    return;
}
