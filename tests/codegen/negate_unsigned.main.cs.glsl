#version 450 core
#extension GL_ARB_compute_shader : require
#extension GL_ARB_shader_storage_buffer_object : require
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;

layout(std430, binding = 0) buffer o_t_block_0Compute {
    uint data[];
} _group_0_binding_0_cs;


void main_1() {
    uvec2 v = uvec2(0u);
    uint _e5 = _group_0_binding_0_cs.data[1];
    v = uvec2(_e5, 5u);
    uint _e16 = _group_0_binding_0_cs.data[0];
    _group_0_binding_0_cs.data[0] = (0u - _e16);
    uvec2 _e19 = v;
    v = (uvec2(0u) - _e19);
    uint _e28 = v.x;
    uint _e30 = v.y;
    _group_0_binding_0_cs.data[1] = (_e28 + _e30);
}

void main() {
    main_1();
    return;
}

