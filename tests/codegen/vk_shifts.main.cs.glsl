#version 450 core
#extension GL_ARB_compute_shader : require
#extension GL_ARB_shader_storage_buffer_object : require
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;

struct P_t {
    float a;
};
layout(std140, binding = 30) uniform P_t_block_0Compute { P_t _group_1_binding_30_cs; };

layout(std430, binding = 10) readonly buffer input_t_block_1Compute {
    float data[];
} _group_0_binding_10_cs;

layout(std430, binding = 20) buffer output_t_block_2Compute {
    float data[];
} _group_0_binding_20_cs;

layout(std430, binding = 21) buffer other_t_block_3Compute {
    float data[];
} _group_2_binding_21_cs;

layout(std430, binding = 0) buffer scratch_t_block_4Compute {
    float data[];
} _group_0_binding_0_cs;

layout(std430, binding = 3) buffer pinned_t_block_5Compute {
    float data[];
} _group_4_binding_3_cs;


void main_1() {
    float _e6 = _group_1_binding_30_cs.a;
    float _e11 = _group_0_binding_10_cs.data[0];
    _group_0_binding_20_cs.data[0] = (_e6 + _e11);
    _group_2_binding_21_cs.data[0] = 1.0;
    _group_0_binding_0_cs.data[0] = 2.0;
    _group_4_binding_3_cs.data[0] = 3.0;
}

void main() {
    main_1();
    return;
}

