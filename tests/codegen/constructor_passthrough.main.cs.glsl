#version 450 core
#extension GL_ARB_compute_shader : require
#extension GL_ARB_shader_storage_buffer_object : require
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;

layout(std430, binding = 0) buffer o_t_block_0Compute {
    vec2 data[];
} _group_0_binding_0_cs;


void main_1() {
    vec2 v = vec2(0.0);
    vec2 w = vec2(0.0);
    vec2 _e6 = _group_0_binding_0_cs.data[0];
    v = _e6;
    vec2 _e7 = v;
    w = _e7;
    vec2 _e12 = w;
    vec2 _e13 = v;
    _group_0_binding_0_cs.data[1] = (_e12 + _e13.yx);
}

void main() {
    main_1();
    return;
}

