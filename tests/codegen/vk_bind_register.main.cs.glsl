#version 450 core
#extension GL_ARB_compute_shader : require
#extension GL_ARB_shader_storage_buffer_object : require
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;

layout(std430, binding = 5) readonly buffer input_t_block_0Compute {
    float data[];
} _group_6_binding_5_cs;

layout(std430, binding = 11) readonly buffer more_t_block_1Compute {
    float data[];
} _group_2_binding_11_cs;

layout(std430, binding = 0) buffer output_t_block_2Compute {
    float data[];
} _group_0_binding_0_cs;

layout(std430, binding = 0) buffer scratch_t_block_3Compute {
    float data[];
} _group_2_binding_0_cs;


void main_1() {
    float _e8 = _group_6_binding_5_cs.data[0];
    float _e13 = _group_2_binding_11_cs.data[0];
    _group_0_binding_0_cs.data[0] = (_e8 + _e13);
    _group_2_binding_0_cs.data[0] = 1.0;
}

void main() {
    main_1();
    return;
}

