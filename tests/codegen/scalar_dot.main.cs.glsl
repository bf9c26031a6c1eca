#version 450 core
#extension GL_ARB_compute_shader : require
#extension GL_ARB_shader_storage_buffer_object : require
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;

layout(std430, binding = 0) buffer ints_t_block_0Compute {
    int data[];
} _group_0_binding_0_cs;

layout(std430, binding = 1) buffer floats_t_block_1Compute {
    float data[];
} _group_0_binding_1_cs;


void main_1() {
    int a = _group_0_binding_0_cs.data[0];
    int b = _group_0_binding_0_cs.data[1];
    int _e18 = _group_0_binding_0_cs.data[3];
    _group_0_binding_0_cs.data[2] = ((a * _e18) + (b * b));
    float _e30 = _group_0_binding_1_cs.data[1];
    float _e35 = _group_0_binding_1_cs.data[2];
    float _e44 = _group_0_binding_1_cs.data[3];
    _group_0_binding_1_cs.data[0] = ((_e30 * _e35) + dot(vec2(1.0, 2.0), vec2(_e44, 4.0)));
}

void main() {
    main_1();
    return;
}

