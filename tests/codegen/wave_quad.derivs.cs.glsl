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
layout(local_size_x = 4, local_size_y = 1, local_size_z = 1) in;

layout(std430, binding = 1) buffer f_t_block_0Compute {
    vec4 data[];
} _group_0_binding_1_cs;

uint wave_lane_index_1 = 0u;

uint wave_lane_count_1 = 0u;


void derivs_1(uint i_1) {
    uint i_2 = 0u;
    vec4 v = vec4(0.0);
    i_2 = i_1;
    uint _e3 = i_2;
    vec4 _e7 = _group_0_binding_1_cs.data[_e3];
    v = _e7;
    uint _e8 = i_2;
    vec4 _e14 = v;
    vec4 _e16 = subgroupQuadBroadcast(_e14, 1u);
    vec4 _e18 = subgroupQuadBroadcast(_e14, 0u);
    vec4 _e20 = v;
    vec4 _e22 = subgroupQuadBroadcast(_e20, 2u);
    vec4 _e24 = subgroupQuadBroadcast(_e20, 0u);
    vec4 _e27 = v;
    vec4 _e28 = subgroupQuadSwapHorizontal(_e27);
    uint _e30 = wave_lane_index_1;
    vec4 _e39 = v;
    vec4 _e40 = subgroupQuadSwapVertical(_e39);
    uint _e42 = wave_lane_index_1;
    vec4 _e51 = v;
    vec4 _e53 = subgroupQuadBroadcast(_e51, 1u);
    vec4 _e55 = subgroupQuadBroadcast(_e51, 0u);
    vec4 _e58 = subgroupQuadBroadcast(_e51, 2u);
    vec4 _e60 = subgroupQuadBroadcast(_e51, 0u);
    _group_0_binding_1_cs.data[(_e8 + 4u)] = (((((_e16 - _e18) + (_e22 - _e24)) + (((_e30 & 1u) != 0u) ? (_e27 - _e28) : (_e28 - _e27))) + (((_e42 & 2u) != 0u) ? (_e39 - _e40) : (_e40 - _e39))) + (abs((_e53 - _e55)) + abs((_e58 - _e60))));
}

void main() {
    uint i = gl_LocalInvocationIndex;
    uint wave_lane_index = gl_SubgroupInvocationID;
    uint wave_lane_count = gl_SubgroupSize;
    wave_lane_index_1 = wave_lane_index;
    wave_lane_count_1 = wave_lane_count;
    derivs_1(i);
    return;
}

