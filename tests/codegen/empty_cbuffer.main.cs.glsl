#version 450 core
#extension GL_ARB_compute_shader : require
#extension GL_ARB_shader_storage_buffer_object : require
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;

layout(std430, binding = 0) buffer o_t_block_0Compute {
    float data[];
} _group_0_binding_0_cs;


void main_1() {
    _group_0_binding_0_cs.data[0] = 1.0;
}

void main() {
    main_1();
    return;
}

