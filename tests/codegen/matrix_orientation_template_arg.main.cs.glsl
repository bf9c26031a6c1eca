#version 450 core
#extension GL_ARB_compute_shader : require
#extension GL_ARB_shader_storage_buffer_object : require
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;

layout(std430, binding = 0) readonly buffer rows_t_block_0Compute {
    mat3x3 data[];
} _group_0_binding_0_cs;

layout(std430, binding = 1) readonly buffer columns_t_block_1Compute {
    mat3x3 data[];
} _group_0_binding_1_cs;

layout(std430, binding = 2) buffer o_t_block_2Compute {
    vec3 data[];
} _group_0_binding_2_cs;


void main_1() {
    vec3 _e9 = _group_0_binding_0_cs.data[0][1];
    mat3x3 _e14 = _group_0_binding_1_cs.data[0];
    _group_0_binding_2_cs.data[0] = (_e9 + transpose(_e14)[1]);
}

void main() {
    main_1();
    return;
}

