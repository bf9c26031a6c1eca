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
    uint i_2 = 0u;
    bool odd = false;
    uvec4 b = uvec4(0u);
    bool any_ = false;
    bvec2 eq = bvec2(false);
    bool sc = false;
    bool sc_1 = false;
    bool sc_2 = false;
    bool sc_3 = false;
    i_2 = i_1;
    uint _e6 = i_2;
    odd = ((_e6 & 1u) != 0u);
    bool _e11 = odd;
    uvec4 _e15 = subgroupBallot(_e11);
    b = _e15;
    uint _e16 = i_2;
    uint _e20 = i_2;
    uint _e21 = subgroupAdd(_e20);
    uint _e22 = i_2;
    uint _e23 = subgroupExclusiveAdd(_e22);
    bool _e25 = odd;
    uint _e32 = subgroupAdd((_e25 ? 1u : 0u));
    bool _e34 = odd;
    uint _e41 = subgroupExclusiveAdd((_e34 ? 1u : 0u));
    uint _e44 = b.x;
    uint _e46 = i_2;
    uint _e49 = subgroupBroadcast(_e46, 3u);
    uint _e51 = i_2;
    uint _e56 = _group_0_binding_0_cs.data[0];
    uint _e57 = subgroupShuffle(_e51, _e56);
    uint _e59 = i_2;
    uint _e60 = subgroupBroadcastFirst(_e59);
    uint _e62 = i_2;
    uint _e63 = subgroupMin(_e62);
    uint _e64 = i_2;
    uint _e65 = subgroupMax(_e64);
    uint _e68 = i_2;
    uint _e69 = subgroupAnd(_e68);
    uint _e70 = i_2;
    uint _e71 = subgroupOr(_e70);
    uint _e72 = i_2;
    uint _e73 = subgroupXor(_e72);
    uint _e77 = i_2;
    uint _e78 = subgroupMul(_e77);
    uint _e80 = i_2;
    uint _e81 = subgroupExclusiveMul(_e80);
    uint _e83 = lane();
    uint _e86 = wave_lane_count_1;
    _group_0_binding_0_cs.data[_e16] = (((((((((((((_e21 + _e23) + _e32) + _e41) + _e44) + _e49) + _e57) + _e60) + (_e63 * _e65)) + (_e69 | (_e71 ^ _e73))) + _e78) + _e81) + _e83) + _e86);
    bool _e88 = odd;
    bool _e89 = subgroupAny(_e88);
    sc = _e89;
    if (_e89) {
        bool _e91 = odd;
        bool _e92 = subgroupAll(_e91);
        sc = _e92;
    }
    bool _e93 = sc;
    sc_1 = _e93;
    if (_e93) {
        uint _e96 = wave_lane_index_1;
        uint _e97 = subgroupBroadcastFirst(_e96);
        sc_1 = (_e96 == _e97);
    }
    bool _e99 = sc_1;
    any_ = _e99;
    uint _e100 = i_2;
    uvec2 _e102 = uvec2(_e100, 1u);
    uvec2 _e103 = subgroupBroadcastFirst(_e102);
    bvec2 _e104 = equal(_e102, _e103);
    bool _e106 = subgroupAll(_e104.x);
    bool _e108 = subgroupAll(_e104.y);
    eq = bvec2(_e106, _e108);
    bool _e110 = any_;
    sc_2 = _e110;
    if (_e110) {
    } else {
        bool _e113 = eq.y;
        sc_2 = _e113;
    }
    bool _e114 = sc_2;
    sc_3 = _e114;
    if (_e114) {
    } else {
        bool _e116 = odd;
        uint _e120 = subgroupBroadcastFirst((_e116 ? 1u : 0u));
        sc_3 = (_e120 != 0u);
    }
    bool _e123 = sc_3;
    if (_e123) {
        uint _e124 = i_2;
        uint _e130 = i_2;
        uint _e131 = subgroupQuadSwapHorizontal(_e130);
        uint _e132 = i_2;
        uint _e133 = subgroupQuadSwapVertical(_e132);
        uint _e135 = i_2;
        uint _e136 = subgroupQuadSwapDiagonal(_e135);
        uint _e138 = i_2;
        uint _e141 = subgroupQuadBroadcast(_e138, 2u);
        uint _e143 = i_2;
        uint _e148 = _group_0_binding_0_cs.data[1];
        uint _e150 = wave_lane_index_1;
        uint _e156 = subgroupShuffle(_e143, ((_e150 & 4294967292u) | (_e148 & 3u)));
        _group_0_binding_0_cs.data[(_e124 + 32u)] = ((((_e131 + _e133) + _e136) + _e141) + _e156);
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

