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
    vec4 v = _group_0_binding_1_cs.data[i_1];
    vec4 _e11 = subgroupQuadBroadcast(v, 1u);
    vec4 _e13 = subgroupQuadBroadcast(v, 0u);
    vec4 _e16 = subgroupQuadBroadcast(v, 2u);
    vec4 _e18 = subgroupQuadBroadcast(v, 0u);
    vec4 _e21 = subgroupQuadSwapHorizontal(v);
    uint _e23 = wave_lane_index_1;
    vec4 _e32 = subgroupQuadSwapVertical(v);
    uint _e34 = wave_lane_index_1;
    vec4 _e44 = subgroupQuadBroadcast(v, 1u);
    vec4 _e46 = subgroupQuadBroadcast(v, 0u);
    vec4 _e49 = subgroupQuadBroadcast(v, 2u);
    vec4 _e51 = subgroupQuadBroadcast(v, 0u);
    _group_0_binding_1_cs.data[(i_1 + 4u)] = (((((_e11 - _e13) + (_e16 - _e18)) + (((_e23 & 1u) != 0u) ? (v - _e21) : (_e21 - v))) + (((_e34 & 2u) != 0u) ? (v - _e32) : (_e32 - v))) + (abs((_e44 - _e46)) + abs((_e49 - _e51))));
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

