#version 450 core
#extension GL_ARB_compute_shader : require
#extension GL_ARB_shader_storage_buffer_object : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

layout(std430, binding = 0) coherent buffer counts_t_block_0Compute {
    uint data[];
} _group_0_binding_0_cs;

layout(std430, binding = 1) coherent buffer raw_t_block_1Compute {
    uint data[];
} _group_0_binding_1_cs;

layout(std430, binding = 2) buffer plain_t_block_2Compute {
    uint data[];
} _group_0_binding_2_cs;

layout(std430, binding = 3) coherent buffer viaParam_t_block_3Compute {
    uint data[];
} _group_0_binding_3_cs;

layout(std430, binding = 4) coherent buffer viaLocal_t_block_4Compute {
    uint data[];
} _group_0_binding_4_cs;


void Bump(uint i) {
    uint _e5 = atomicAdd(_group_0_binding_3_cs.data[i], 1u);
}

void main_1(uvec3 id_1) {
    uint _e6 = atomicAdd(_group_0_binding_0_cs.data[0], 1u);
    _group_0_binding_1_cs.data[((id_1.x * 4u) >> 2u)] = id_1.x;
    uint _e24 = atomicOr(_group_0_binding_0_cs.data[0], 0u);
    _group_0_binding_2_cs.data[id_1.x] = _e24;
    Bump(id_1.x);
    uint _e36 = _group_0_binding_1_cs.data[(0u >> 2u)];
    _group_0_binding_4_cs.data[id_1.x] = _e36;
}

void main() {
    uvec3 id = gl_GlobalInvocationID;
    main_1(id);
    return;
}

