#version 450 core
#extension GL_ARB_compute_shader : require
#extension GL_ARB_shader_storage_buffer_object : require
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;

struct Bones_t {
    mat4x3 bone;
    mat4x4 viewProj;
    mat4x4 rowProj;
};
layout(std140, binding = 0) uniform Bones_t_block_0Compute { Bones_t _group_0_binding_0_cs; };

layout(std430, binding = 1) buffer skinned_t_block_1Compute {
    vec4 data[];
} _group_0_binding_1_cs;

layout(std430, binding = 2) buffer plain_t_block_2Compute {
    vec4 data[];
} _group_0_binding_2_cs;


void main_1(uvec3 id_1) {
    mat4x3 _e7 = _group_0_binding_0_cs.bone;
    mat4x4 _e11 = _group_0_binding_0_cs.viewProj;
    _group_0_binding_1_cs.data[id_1.x] = transpose((_e7 * _e11))[2];
    mat4x3 _e23 = _group_0_binding_0_cs.bone;
    mat4x4 _e27 = _group_0_binding_0_cs.rowProj;
    _group_0_binding_2_cs.data[id_1.x] = (_e27 * transpose(_e23))[2];
}

void main() {
    uvec3 id = gl_GlobalInvocationID;
    main_1(id);
    return;
}

