#version 450 core
#extension GL_ARB_compute_shader : require
#extension GL_OES_shader_image_atomic : require
layout(local_size_x = 4, local_size_y = 2, local_size_z = 1) in;

layout(binding = 0,r32ui) uniform uimage2D _group_0_binding_0_cs;

layout(binding = 1,r32i) uniform iimage2D _group_0_binding_1_cs;


void main_1(uvec3 id_1) {
    imageAtomicAdd(_group_0_binding_0_cs, ivec2(uvec2((id_1.x % 2u), 0u)), (id_1.x + 1u));
    imageAtomicMax(_group_0_binding_0_cs, ivec2(uvec2(0u, 1u)), ((id_1.x * 10u) + id_1.y));
    imageAtomicMin(_group_0_binding_1_cs, ivec2(id_1.xy), -(int(id_1.x)));
    imageAtomicOr(_group_0_binding_0_cs, ivec2(uvec2(1u, 1u)), (1u << (id_1.x & 31u)));
    imageAtomicXor(_group_0_binding_1_cs, ivec2(uvec2(0u, 0u)), int(id_1.y));
    imageAtomicAnd(_group_0_binding_0_cs, ivec2(uvec2(2u, 0u)), ~((1u << ((id_1.x + (4u * id_1.y)) & 31u))));
}

void main() {
    uvec3 id = gl_GlobalInvocationID;
    main_1(id);
    return;
}

