#version 450 core
#extension GL_ARB_compute_shader : require
#extension GL_ARB_shader_storage_buffer_object : require
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;

layout(std430, binding = 0) buffer a_t_block_0Compute {
    float data[];
} _group_0_binding_0_cs;

layout(std430, binding = 1) buffer b_t_block_1Compute {
    float data[];
} _group_0_binding_1_cs;


void Pick() {
    return;
}

void Put(uint i, float v) {
    _group_0_binding_0_cs.data[i] = v;
}

void Put_1(uint i_1, float v_1) {
    _group_0_binding_1_cs.data[i_1] = v_1;
}

void main_1(uvec3 id_1) {
    Put(id_1.x, 1.0);
    Put_1(id_1.x, 2.0);
    Pick();
    float _e15 = _group_0_binding_1_cs.data[id_1.x];
    _group_0_binding_0_cs.data[(id_1.x + 1u)] = _e15;
    Pick();
    Put_1(0u, 3.0);
}

void main() {
    uvec3 id = gl_GlobalInvocationID;
    main_1(id);
    return;
}

