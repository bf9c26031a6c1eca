#version 450 core
#extension GL_ARB_compute_shader : require
#extension GL_ARB_shader_storage_buffer_object : require
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;

layout(std430, binding = 0) readonly buffer rows_t_block_0Compute {
    uint data[];
} _group_0_binding_0_cs;

layout(std430, binding = 1) readonly buffer columns_t_block_1Compute {
    uint data[];
} _group_0_binding_1_cs;

layout(std430, binding = 2) buffer o_t_block_2Compute {
    uint data[];
} _group_0_binding_2_cs;


void main_1() {
    uint _e7 = (min(uint(0), 1431655764u) * 3u);
    uint _e15 = (min(uint(0), 477218587u) * 9u);
    uint _e19 = _group_0_binding_0_cs.data[(_e15 + 3u)];
    uint _e24 = _group_0_binding_0_cs.data[(_e15 + 4u)];
    uint _e29 = _group_0_binding_0_cs.data[(_e15 + 5u)];
    uint _e39 = (min(uint(0), 477218587u) * 9u);
    uint _e41 = _group_0_binding_1_cs.data[_e39];
    uint _e46 = _group_0_binding_1_cs.data[(_e39 + 1u)];
    uint _e51 = _group_0_binding_1_cs.data[(_e39 + 2u)];
    uint _e57 = _group_0_binding_1_cs.data[(_e39 + 3u)];
    uint _e62 = _group_0_binding_1_cs.data[(_e39 + 4u)];
    uint _e67 = _group_0_binding_1_cs.data[(_e39 + 5u)];
    uint _e73 = _group_0_binding_1_cs.data[(_e39 + 6u)];
    uint _e78 = _group_0_binding_1_cs.data[(_e39 + 7u)];
    uint _e83 = _group_0_binding_1_cs.data[(_e39 + 8u)];
    vec3 _e90 = (vec3(uintBitsToFloat(_e19), uintBitsToFloat(_e24), uintBitsToFloat(_e29)) + transpose(mat3x3(vec3(uintBitsToFloat(_e41), uintBitsToFloat(_e46), uintBitsToFloat(_e51)), vec3(uintBitsToFloat(_e57), uintBitsToFloat(_e62), uintBitsToFloat(_e67)), vec3(uintBitsToFloat(_e73), uintBitsToFloat(_e78), uintBitsToFloat(_e83))))[1]);
    _group_0_binding_2_cs.data[_e7] = floatBitsToUint(_e90.x);
    _group_0_binding_2_cs.data[(_e7 + 1u)] = floatBitsToUint(_e90.y);
    _group_0_binding_2_cs.data[(_e7 + 2u)] = floatBitsToUint(_e90.z);
}

void main() {
    main_1();
    return;
}

