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
    uint i = id_1.x;
    uint _e6 = _group_0_binding_0_cs.rows[0].y;
    uint _e10 = _group_0_binding_0_cs.rows[0].z;
    uint _e17 = _group_0_binding_0_cs.rows[3].x;
    uint _e21 = _group_0_binding_0_cs.rows[3].y;
    uint _e26 = _group_0_binding_0_cs.rows[4].x;
    uint _e30 = _group_0_binding_0_cs.rows[4].y;
    uint _e40 = _group_0_binding_0_cs.rows[5].x;
    uint _e44 = _group_0_binding_0_cs.rows[5].y;
    uint _e49 = _group_0_binding_0_cs.rows[6].x;
    uint _e53 = _group_0_binding_0_cs.rows[6].y;
    uint _e61 = _group_0_binding_0_cs.rows[0].x;
    uint _e67 = _group_0_binding_0_cs.rows[0].w;
    vec2 v = ((transpose(mat2x2(vec2(uintBitsToFloat(_e17), uintBitsToFloat(_e21)), vec2(uintBitsToFloat(_e26), uintBitsToFloat(_e30)))) * vec2(uintBitsToFloat(_e6), uintBitsToFloat(_e10))) + (vec2(uintBitsToFloat(_e61), uintBitsToFloat(_e67)) * mat2x2(vec2(uintBitsToFloat(_e40), uintBitsToFloat(_e44)), vec2(uintBitsToFloat(_e49), uintBitsToFloat(_e53)))));
    uint _e77 = (min(i, 1431655764u) * 3u);
    uint _e83 = (min(i, 1431655764u) * 3u);
    uint _e85 = _group_0_binding_2_cs.data[_e83];
    uint _e90 = _group_0_binding_2_cs.data[(_e83 + 1u)];
    uint _e95 = _group_0_binding_2_cs.data[(_e83 + 2u)];
    uint _e101 = (i & 1u);
    uint _e107 = ((_e101 * 4u) + 4u);
    uint _e114 = _group_0_binding_0_cs.rows[(_e107 >> 2u)][(_e107 & 3u)];
    uint _e124 = _group_0_binding_0_cs.rows[2].y;
    vec3 _e127 = ((vec3(uintBitsToFloat(_e85), uintBitsToFloat(_e90), uintBitsToFloat(_e95)) * vec3(((_e101 < 2u) ? uintBitsToFloat(_e114) : 0.0))) + vec3(uintBitsToFloat(_e124)));
    _group_0_binding_3_cs.data[_e77] = floatBitsToUint(_e127.x);
    _group_0_binding_3_cs.data[(_e77 + 1u)] = floatBitsToUint(_e127.y);
    _group_0_binding_3_cs.data[(_e77 + 2u)] = floatBitsToUint(_e127.z);
    uint _e152 = _group_0_binding_1_cs.rows[1].y;
    _group_0_binding_3_cs.data[((min(i, 1431655764u) * 3u) + 2u)] = floatBitsToUint((v.x + uintBitsToFloat(_e152)));
    uint _e164 = (min(i, 1431655764u) * 3u);
    vec3 _e169 = _group_0_binding_5_cs.data[i].p;
    uint _e174 = _group_0_binding_1_cs.rows[1].z;
    vec3 _e177 = (_e169 * vec3(uintBitsToFloat(_e174)));
    _group_0_binding_4_cs.data[_e164] = floatBitsToUint(_e177.x);
    _group_0_binding_4_cs.data[(_e164 + 1u)] = floatBitsToUint(_e177.y);
    _group_0_binding_4_cs.data[(_e164 + 2u)] = floatBitsToUint(_e177.z);
}

void main() {
    uvec3 id = gl_GlobalInvocationID;
    main_1(id);
    return;
}

