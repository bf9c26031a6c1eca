#version 450 core
#extension GL_ARB_compute_shader : require
#extension GL_ARB_shader_storage_buffer_object : require
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;

layout(std430, binding = 0) buffer o_t_block_0Compute {
    vec4 data[];
} _group_0_binding_0_cs;


void main_1() {
    vec4 v = vec4(0.0);
    vec4 _e5 = _group_0_binding_0_cs.data[0];
    v = _e5;
    float _e11 = v.x;
    float _e13 = v.y;
    float _e16 = v.z;
    float _e19 = v.w;
    vec4 _e21 = v;
    _group_0_binding_0_cs.data[1] = vec4((_e11 - _e13 * trunc(_e11 / _e13)), radians(_e16), degrees(_e19), (_e21.xy - vec2(2.0) * trunc(_e21.xy / vec2(2.0))).x);
}

void main() {
    main_1();
    return;
}

