#version 450 core
#extension GL_ARB_compute_shader : require
#extension GL_ARB_shader_storage_buffer_object : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

struct Params_t {
    uvec4 rows[7];
};
struct Packed_t {
    uvec4 rows[2];
};
struct P16_sb {
    vec3 p;
    float w;
};
layout(std140, binding = 0) uniform Params_t_block_0Compute { Params_t _group_0_binding_0_cs; };

layout(std140, binding = 1) uniform Packed_t_block_1Compute { Packed_t _group_0_binding_1_cs; };

layout(std430, binding = 2) readonly buffer pos_t_block_2Compute {
    uint data[];
} _group_0_binding_2_cs;

layout(std430, binding = 3) buffer vel_t_block_3Compute {
    uint data[];
} _group_0_binding_3_cs;

layout(std430, binding = 4) buffer p12_t_block_4Compute {
    uint data[];
} _group_0_binding_4_cs;

layout(std430, binding = 5) buffer p16_t_block_5Compute {
    P16_sb data[];
} _group_0_binding_5_cs;


void main_1(uvec3 id_1) {
    uvec3 id_2 = uvec3(0u);
    uint i = 0u;
    vec2 v = vec2(0.0);
    id_2 = id_1;
    uint _e5 = id_2.x;
    i = _e5;
    uint _e10 = _group_0_binding_0_cs.rows[0].y;
    uint _e14 = _group_0_binding_0_cs.rows[0].z;
    uint _e21 = _group_0_binding_0_cs.rows[3].x;
    uint _e25 = _group_0_binding_0_cs.rows[3].y;
    uint _e30 = _group_0_binding_0_cs.rows[4].x;
    uint _e34 = _group_0_binding_0_cs.rows[4].y;
    uint _e44 = _group_0_binding_0_cs.rows[5].x;
    uint _e48 = _group_0_binding_0_cs.rows[5].y;
    uint _e53 = _group_0_binding_0_cs.rows[6].x;
    uint _e57 = _group_0_binding_0_cs.rows[6].y;
    uint _e65 = _group_0_binding_0_cs.rows[0].x;
    uint _e71 = _group_0_binding_0_cs.rows[0].w;
    v = ((transpose(mat2x2(vec2(uintBitsToFloat(_e21), uintBitsToFloat(_e25)), vec2(uintBitsToFloat(_e30), uintBitsToFloat(_e34)))) * vec2(uintBitsToFloat(_e10), uintBitsToFloat(_e14))) + (vec2(uintBitsToFloat(_e65), uintBitsToFloat(_e71)) * mat2x2(vec2(uintBitsToFloat(_e44), uintBitsToFloat(_e48)), vec2(uintBitsToFloat(_e53), uintBitsToFloat(_e57)))));
    uint _e76 = i;
    uint _e82 = (min(_e76, 1431655764u) * 3u);
    uint _e83 = i;
    uint _e89 = (min(_e83, 1431655764u) * 3u);
    uint _e91 = _group_0_binding_2_cs.data[_e89];
    uint _e96 = _group_0_binding_2_cs.data[(_e89 + 1u)];
    uint _e101 = _group_0_binding_2_cs.data[(_e89 + 2u)];
    uint _e106 = i;
    uint _e108 = (_e106 & 1u);
    uint _e114 = ((_e108 * 4u) + 4u);
    uint _e121 = _group_0_binding_0_cs.rows[(_e114 >> 2u)][(_e114 & 3u)];
    uint _e131 = _group_0_binding_0_cs.rows[2].y;
    vec3 _e134 = ((vec3(uintBitsToFloat(_e91), uintBitsToFloat(_e96), uintBitsToFloat(_e101)) * vec3(((_e108 < 2u) ? uintBitsToFloat(_e121) : 0.0))) + vec3(uintBitsToFloat(_e131)));
    _group_0_binding_3_cs.data[_e82] = floatBitsToUint(_e134.x);
    _group_0_binding_3_cs.data[(_e82 + 1u)] = floatBitsToUint(_e134.y);
    _group_0_binding_3_cs.data[(_e82 + 2u)] = floatBitsToUint(_e134.z);
    uint _e148 = i;
    float _e156 = v.x;
    uint _e161 = _group_0_binding_1_cs.rows[1].y;
    _group_0_binding_3_cs.data[((min(_e148, 1431655764u) * 3u) + 2u)] = floatBitsToUint((_e156 + uintBitsToFloat(_e161)));
    uint _e168 = i;
    uint _e174 = (min(_e168, 1431655764u) * 3u);
    uint _e175 = i;
    vec3 _e180 = _group_0_binding_5_cs.data[_e175].p;
    uint _e185 = _group_0_binding_1_cs.rows[1].z;
    vec3 _e188 = (_e180 * vec3(uintBitsToFloat(_e185)));
    _group_0_binding_4_cs.data[_e174] = floatBitsToUint(_e188.x);
    _group_0_binding_4_cs.data[(_e174 + 1u)] = floatBitsToUint(_e188.y);
    _group_0_binding_4_cs.data[(_e174 + 2u)] = floatBitsToUint(_e188.z);
}

void main() {
    uvec3 id = gl_GlobalInvocationID;
    main_1(id);
    return;
}

