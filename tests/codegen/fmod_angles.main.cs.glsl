#version 450 core
#extension GL_ARB_compute_shader : require
#extension GL_ARB_shader_storage_buffer_object : require
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;

layout(std430, binding = 0) buffer o_t_block_0Compute {
    vec4 data[];
} _group_0_binding_0_cs;


void main_1() {
    vec4 v = _group_0_binding_0_cs.data[0];
    _group_0_binding_0_cs.data[1] = vec4((v.x - v.y * trunc(v.x / v.y)), radians(v.z), degrees(v.w), (v.xy - vec2(2.0) * trunc(v.xy / vec2(2.0))).x);
}

void main() {
    main_1();
    return;
}

