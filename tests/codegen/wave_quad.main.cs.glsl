#version 450 core
#extension GL_ARB_compute_shader : require
#extension GL_ARB_shader_storage_buffer_object : require
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_vote : require
#extension GL_KHR_shader_subgroup_arithmetic : require
#extension GL_KHR_shader_subgroup_ballot : require
#extension GL_KHR_shader_subgroup_shuffle : require
#extension GL_KHR_shader_subgroup_shuffle_relative : require
#extension GL_KHR_shader_subgroup_quad : require
layout(local_size_x = 32, local_size_y = 1, local_size_z = 1) in;

layout(std430, binding = 0) buffer o_t_block_0Compute {
    uint data[];
} _group_0_binding_0_cs;

uint wave_lane_index_1 = 0u;

uint wave_lane_count_1 = 0u;


uint lane() {
    uint _e1 = wave_lane_index_1;
    return _e1;
}

void main_1(uint i_1) {
    bool sc = false;
    bool sc_1 = false;
    bool sc_2 = false;
    bool sc_3 = false;
    bool odd = ((i_1 & 1u) != 0u);
    uvec4 _e8 = subgroupBallot(odd);
    uint _e12 = subgroupAdd(i_1);
    uint _e13 = subgroupExclusiveAdd(i_1);
    uint _e21 = subgroupAdd((odd ? 1u : 0u));
    uint _e29 = subgroupExclusiveAdd((odd ? 1u : 0u));
    uint _e35 = subgroupBroadcast(i_1, 3u);
    uint _e41 = _group_0_binding_0_cs.data[0];
    uint _e42 = subgroupShuffle(i_1, _e41);
    uint _e44 = subgroupBroadcastFirst(i_1);
    uint _e46 = subgroupMin(i_1);
    uint _e47 = subgroupMax(i_1);
    uint _e50 = subgroupAnd(i_1);
    uint _e51 = subgroupOr(i_1);
    uint _e52 = subgroupXor(i_1);
    uint _e56 = subgroupMul(i_1);
    uint _e58 = subgroupExclusiveMul(i_1);
    uint _e60 = lane();
    uint _e63 = wave_lane_count_1;
    _group_0_binding_0_cs.data[i_1] = (((((((((((((_e12 + _e13) + _e21) + _e29) + _e8.x) + _e35) + _e42) + _e44) + (_e46 * _e47)) + (_e50 | (_e51 ^ _e52))) + _e56) + _e58) + _e60) + _e63);
    bool _e65 = subgroupAny(odd);
    sc = _e65;
    if (_e65) {
        bool _e67 = subgroupAll(odd);
        sc = _e67;
    }
    bool _e68 = sc;
    sc_1 = _e68;
    if (_e68) {
        uint _e71 = wave_lane_index_1;
        uint _e72 = subgroupBroadcastFirst(_e71);
        sc_1 = (_e71 == _e72);
    }
    bool any_ = sc_1;
    uvec2 _e76 = uvec2(i_1, 1u);
    uvec2 _e77 = subgroupBroadcastFirst(_e76);
    bvec2 _e78 = equal(_e76, _e77);
    bool _e80 = subgroupAll(_e78.x);
    bool _e82 = subgroupAll(_e78.y);
    bvec2 eq = bvec2(_e80, _e82);
    sc_2 = any_;
    if (any_) {
    } else {
        sc_2 = eq.y;
    }
    bool _e86 = sc_2;
    sc_3 = _e86;
    if (_e86) {
    } else {
        uint _e91 = subgroupBroadcastFirst((odd ? 1u : 0u));
        sc_3 = (_e91 != 0u);
    }
    bool _e94 = sc_3;
    if (_e94) {
        uint _e100 = subgroupQuadSwapHorizontal(i_1);
        uint _e101 = subgroupQuadSwapVertical(i_1);
        uint _e103 = subgroupQuadSwapDiagonal(i_1);
        uint _e107 = subgroupQuadBroadcast(i_1, 2u);
        uint _e113 = _group_0_binding_0_cs.data[1];
        uint _e115 = wave_lane_index_1;
        uint _e121 = subgroupShuffle(i_1, ((_e115 & 4294967292u) | (_e113 & 3u)));
        _group_0_binding_0_cs.data[(i_1 + 32u)] = ((((_e100 + _e101) + _e103) + _e107) + _e121);
    }
}

void main() {
    uint i = gl_LocalInvocationIndex;
    uint wave_lane_index = gl_SubgroupInvocationID;
    uint wave_lane_count = gl_SubgroupSize;
    wave_lane_index_1 = wave_lane_index;
    wave_lane_count_1 = wave_lane_count;
    main_1(i);
    return;
}

